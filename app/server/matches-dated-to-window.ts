import type { PageEdit } from './page-edits.ts'

/** Where a dehydrated match starts in the page's router data: `{i:"<match id>",u:<updated at>,s:"<status>"`. */
const MATCH_START = '{i:"'
/** The rest of a dehydrated match from its start, read in place (sticky). */
const MATCH_UPDATED_AT = /\{i:"(?:[^"\\]|\\.)*",u:(\d+)(?=,s:")/y

/** Whether the router's data was found wanting once already: one warning per process says it, not one per page. */
let undatedWarned = false

/**
 * The page's matches dated to the start of the fresh window it was rendered in rather than to the moment their
 * loaders ended (the router dehydrates them before the page renders, so this is done on the markup): the same
 * data renders the same bytes on every replica within a window. The browser only compares the date with a
 * route's stale and gc times, and a page from a shared cache is that old anyway. The matches are found by their
 * literal start, so the expression only runs where one is, not at every brace of the page. A page with none
 * (a router that writes its data otherwise) is answered as it is, with a warning: its bytes then differ from one
 * replica to the next (docs/adr/0019-matches-dated-to-window.md). The dates are returned as edits, made as the
 * page's bytes are written (page-edits.ts).
 */
export function matchesDatedToWindow(html: string, window: number): PageEdit[] {
  const edits: PageEdit[] = []
  for (let at = html.indexOf(MATCH_START); at >= 0; at = html.indexOf(MATCH_START, at + 1)) {
    MATCH_UPDATED_AT.lastIndex = at
    const match = MATCH_UPDATED_AT.exec(html)
    if (!match) continue
    const to = MATCH_UPDATED_AT.lastIndex
    edits.push({ from: to - match[1]!.length, to, text: String(window) })
    at = to
  }
  if (edits.length === 0 && !undatedWarned) {
    console.warn(JSON.stringify({ event: 'matches-not-dated', reason: 'no dehydrated match found in the rendered page' }))
    undatedWarned = true
  }
  return edits
}
