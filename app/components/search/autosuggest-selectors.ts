import type { SnapshotFrom } from 'xstate'
import type { searchMachine } from '../../../machines/search.machine.ts'
import type { SearchItem } from '../../../domain/types.ts'

type SearchSnapshot = SnapshotFrom<typeof searchMachine>

export interface AutosuggestView {
  term: string
  suggestions: SearchItem[]
  /** Waiting out the debounce or for the platform's answer. */
  busy: boolean
  /** The list has something to say: suggestions, or that there are none for the term. */
  listed: boolean
  /** SPEC §5 "Search input: required": submitted empty. */
  missing: boolean
}

/**
 * What the header search shows of the search actor: the answer for the term once it came (even none), and the
 * previous suggestions while a newer term is still being asked for.
 */
export function autosuggestViewOf(snapshot: SearchSnapshot): AutosuggestView {
  const { term, suggestions, error } = snapshot.context
  const busy = snapshot.matches('debouncing') || snapshot.matches('suggesting')
  return {
    term,
    suggestions,
    busy,
    listed: snapshot.hasTag('suggestions-visible') || (busy && suggestions.length > 0),
    missing: error === 'required',
  }
}

/** What the field shows before the search actor is there: the typed term, nothing asked for yet. */
export const typedView = (term: string): AutosuggestView => ({ term, suggestions: NO_SUGGESTIONS, busy: false, listed: false, missing: false })

const NO_SUGGESTIONS: SearchItem[] = []

export const sameAutosuggestView = (a: AutosuggestView, b: AutosuggestView) =>
  a.term === b.term && a.suggestions === b.suggestions && a.busy === b.busy && a.listed === b.listed && a.missing === b.missing
