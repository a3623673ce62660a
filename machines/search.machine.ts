import { assign, emit, fromPromise, setup } from 'xstate'
import { AUTOSUGGEST_COUNT, SEARCH_DEBOUNCE_MS } from '../domain/constants.ts'
import type { SearchItem } from '../domain/types.ts'
import { searchPhraseOf } from '../domain/validation.ts'

export interface SearchInput {
  language: string
  /** The phrase of the search page being shown, so the field starts with it. */
  term?: string
}

/** What the app's suggest actor is asked for. */
export interface SuggestInput {
  term: string
  language: string
}

export interface SearchContext {
  language: string
  term: string
  suggestions: SearchItem[]
  /** SPEC §5 "Search input: required". */
  error: 'required' | 'failed' | null
}

export type SearchEvent = { type: 'search.typed'; term: string } | { type: 'search.submitted' } | { type: 'search.cleared' }

/** Told to whoever listens (the app navigates): the shopper asked for the search page of a phrase. */
export type SearchEmitted = { type: 'search-page.requested'; term: string }

/** SPEC §2/§9 autosuggest: typing waits 500 ms of quiet, then asks for 4 suggestions at offset 0. */
export const searchMachine = setup({
  types: { input: {} as SearchInput, context: {} as SearchContext, events: {} as SearchEvent, emitted: {} as SearchEmitted },
  actors: {
    suggest: fromPromise<SearchItem[], SuggestInput>(async () => {
      throw new Error('provided by the content service')
    }),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    hasTerm: ({ context }) => searchPhraseOf(context.term) !== null,
  },
  actions: {
    rememberTerm: assign({ term: ({ context, event }) => (event.type === 'search.typed' ? event.term : context.term), error: null }),
    takeSuggestions: assign((_, { suggestions }: { suggestions: SearchItem[] }) => ({ suggestions: suggestions.slice(0, AUTOSUGGEST_COUNT) })),
    forget: assign({ term: '', suggestions: [], error: null }),
    dropSuggestions: assign({ suggestions: [] }),
    requireTerm: assign({ error: 'required' as const }),
    reportFailure: assign({ suggestions: [], error: 'failed' as const }),
    // The app listens and goes to the language's search route with the phrase.
    openSearchPage: emit((_, { term }: { term: string }) => ({ type: 'search-page.requested' as const, term })),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ language: input.language, term: input.term ?? '', suggestions: [], error: null }),
  initial: 'idle',
  on: {
    'search.typed': { target: '.debouncing', actions: 'rememberTerm', reenter: true },
    'search.cleared': { target: '.idle', actions: 'forget' },
    'search.submitted': [
      { guard: 'hasTerm', target: '.idle', actions: [{ type: 'openSearchPage', params: ({ context }) => ({ term: searchPhraseOf(context.term) ?? '' }) }, 'dropSuggestions'] },
      { actions: 'requireTerm' },
    ],
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: [{ guard: 'hasTerm', target: 'suggesting' }, { target: 'idle', actions: 'dropSuggestions' }] },
    },
    suggesting: {
      invoke: {
        id: 'suggest',
        src: 'suggest',
        input: ({ context }) => ({ term: context.term.trim(), language: context.language }),
        onDone: { target: 'showing', actions: { type: 'takeSuggestions', params: ({ event }) => ({ suggestions: event.output }) } },
        onError: { target: 'idle', actions: 'reportFailure' },
      },
    },
    showing: { tags: ['suggestions-visible'] },
  },
})
