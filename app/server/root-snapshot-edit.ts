import { RootSnapshotText, scriptTextOf, SNAPSHOT_SCRIPT_START } from '../state/root-snapshot-text.tsx'
import type { PageEdit } from './page-edits.ts'

/**
 * The root's snapshot, as the root route loaded it, written into the empty script React rendered for it
 * (`RootSnapshotScript`). A page without the script (an error page of a root that did not settle) has none.
 */
export function rootSnapshotEdits(html: string, matches: ReadonlyArray<{ loaderData?: unknown }>): PageEdit[] {
  const snapshot = matches.map((match) => (match.loaderData as { snapshot?: unknown } | undefined)?.snapshot).find((value) => value instanceof RootSnapshotText)
  const at = html.indexOf(SNAPSHOT_SCRIPT_START)
  if (!snapshot || at < 0) return []
  const textAt = at + SNAPSHOT_SCRIPT_START.length
  return [{ from: textAt, to: textAt, text: scriptTextOf(snapshot.text) }]
}
