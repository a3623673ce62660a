import { createSerializationAdapter } from '@tanstack/react-router'

const SCRIPT_ID = 'root-snapshot'

/**
 * The settled root's persisted snapshot as JSON text, as the root route's loader hands it on. The page's HTML
 * carries it once, in a JSON script of its own (`RootSnapshotScript`), not inside the router's dehydrated data:
 * the router would write it there as a string in a script, escaping every quote of a text of tens of kilobytes on
 * every request, rendered page or not, and the browser would read it as a string and parse it again. The router
 * writes only a mark for it (`rootSnapshotAdapter`) and reads the text from the script when it hydrates.
 */
export class RootSnapshotText {
  constructor(readonly text: string) {}
}

/** The router's serialization of the text: the script's id on the way out, the script's text on the way in. */
export const rootSnapshotAdapter = createSerializationAdapter({
  key: 'root-snapshot',
  test: (value): value is RootSnapshotText => value instanceof RootSnapshotText,
  toSerializable: () => SCRIPT_ID,
  fromSerializable: (id: string) => new RootSnapshotText(document.getElementById(id)?.textContent ?? ''),
})

/** JSON holds `<` only inside strings, where `\u003c` reads the same: the text can never close its script. */
export const scriptTextOf = (text: string) => text.replaceAll('<', '\\u003c')

/** How the script starts in the rendered markup: the server writes the text right after it. */
export const SNAPSHOT_SCRIPT_START = `<script id="${SCRIPT_ID}" type="application/json">`

/**
 * The script that carries the root's snapshot in the page (see `RootSnapshotText`). React renders it empty and the
 * server writes the text into the page's bytes (app/server/root-snapshot-edit.ts): the rest of the page then stays
 * a string small enough for V8's ordinary heap, which a product page with its snapshot is not. The browser reads
 * the text before React hydrates. An element with inner HTML of its own is one whose content React neither hydrates
 * nor compares, so the text the server wrote stays as it is.
 */
export function RootSnapshotScript() {
  return <script id={SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />
}

const EMPTY = { __html: '' }
