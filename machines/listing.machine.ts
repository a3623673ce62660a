import { assign, fromPromise, setup } from 'xstate'
import { LISTING_DEFAULT_SORT, type ListingSort } from '../domain/listing-sort.ts'
import { pageSizeOf, type Viewport } from './listing-page-size.ts'
import type { ListingQuery, ListingResult } from '../domain/types.ts'

/** Filters, sort and page: what a listing's URL says. */
export interface ListingState {
  filters: Record<string, string[]>
  sort: ListingSort
  page: number
}

export interface ListingInput extends Partial<ListingState> {
  url: string
  language: string
  viewport: Viewport
  /** What the server already rendered, so the browser does not fetch it again. */
  initial?: ListingResult
}

export interface ListingContext extends ListingState {
  url: string
  language: string
  viewport: Viewport
  /** `null` until the first result is there. */
  result: ListingResult | null
}

/** What the fetching actor is asked for: the query, and the page number so the app can put it into the URL. */
export type ListingRequest = ListingQuery & { language: string; page: number }

export type ListingEvent =
  | { type: 'filter.changed'; name: string; values: string[] }
  | { type: 'filters.cleared' }
  | { type: 'sort.changed'; sort: ListingSort }
  | { type: 'listing.load-more' }
  | { type: 'viewport.changed'; viewport: Viewport }
  /** The shopper went back or forward: the state of the URL, with what was loaded for it. */
  | ({ type: 'listing.restored'; result: ListingResult } & ListingState)
  /** The shopper asks again for what could not be loaded. */
  | { type: 'listing.retry' }

/** SPEC §9 "count is multiplied by page number": load more asks for everything up to the new page from offset 0. */
const listingQuery = (context: ListingContext): ListingQuery => ({
  url: context.url,
  filters: context.filters,
  sort: context.sort,
  count: pageSizeOf(context.viewport) * context.page,
  offset: 0,
})

/**
 * How many products the shopper sees: the loaded ones up to page size × page of the current layout. A result
 * loaded for a wider layout holds more; the narrower layout shows its own page size of it.
 */
export const shownCount = (context: Pick<ListingContext, 'result' | 'viewport' | 'page'>): number =>
  Math.min(context.result?.products.length ?? 0, pageSizeOf(context.viewport) * context.page)

/** SPEC §2/§9 product listing: filters, sort (default ascending), page size by layout and load more. */
export const listingMachine = setup({
  types: { input: {} as ListingInput, context: {} as ListingContext, events: {} as ListingEvent },
  actors: {
    fetchListing: fromPromise<ListingResult, ListingRequest>(async () => {
      throw new Error('provided by the content service')
    }),
  },
  guards: {
    hasInitialResult: ({ context }) => context.result !== null,
    restoresAnotherListing: ({ context, event }) => event.type === 'listing.restored' && event.result !== context.result,
    hasMore: ({ context }) => context.result !== null && shownCount(context) < context.result.total,
    // The layout the listing already follows changes nothing (the page measures it once as it hydrates).
    changesViewport: ({ context, event }) => event.type === 'viewport.changed' && event.viewport !== context.viewport,
    // A wider layout whose page holds more than was loaded loads the rest of its page.
    showsTooFewFor: ({ context, event }) => {
      if (event.type !== 'viewport.changed' || context.result === null) return false
      const loaded = context.result.products.length
      const wider = pageSizeOf(event.viewport) > pageSizeOf(context.viewport)
      return wider && loaded < context.result.total && loaded < pageSizeOf(event.viewport) * context.page
    },
  },
  actions: {
    setFilter: assign({
      filters: ({ context, event }) => {
        if (event.type !== 'filter.changed') return context.filters
        const { [event.name]: _dropped, ...rest } = context.filters
        return event.values.length ? { ...rest, [event.name]: event.values } : rest
      },
      page: 1,
    }),
    clearFilters: assign({ filters: {}, page: 1 }),
    setSort: assign({ sort: ({ context, event }) => (event.type === 'sort.changed' ? event.sort : context.sort), page: 1 }),
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    setViewport: assign({ viewport: ({ context, event }) => (event.type === 'viewport.changed' ? event.viewport : context.viewport) }),
    takeResult: assign((_, { result }: { result: ListingResult }) => ({ result })),
    restore: assign(({ context, event }) => (event.type === 'listing.restored' ? { filters: event.filters, sort: event.sort, page: event.page, result: event.result } : context)),
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => ({
    url: input.url,
    language: input.language,
    viewport: input.viewport,
    filters: input.filters ?? {},
    sort: input.sort ?? LISTING_DEFAULT_SORT,
    page: input.page ?? 1,
    result: input.initial ?? null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasInitialResult', target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      // A filter or sort chosen while a listing loads is not lost: the load starts again with it.
      on: {
        'filter.changed': { target: 'loading', reenter: true, actions: 'setFilter' },
        'filters.cleared': { target: 'loading', reenter: true, actions: 'clearFilters' },
        'sort.changed': { target: 'loading', reenter: true, actions: 'setSort' },
      },
      invoke: {
        id: 'fetchListing',
        src: 'fetchListing',
        input: ({ context }) => ({ ...listingQuery(context), language: context.language, page: context.page }),
        onDone: { target: 'ready', actions: { type: 'takeResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    /**
     * What was asked for could not be loaded: the products loaded before stay, with what was asked, until the
     * shopper asks again or for something else (loading more is asking again). The listing on screen, restored as
     * it is, changes nothing.
     */
    failed: {
      tags: ['settled'],
      on: {
        'listing.retry': 'loading',
        'filter.changed': { target: 'loading', actions: 'setFilter' },
        'filters.cleared': { target: 'loading', actions: 'clearFilters' },
        'sort.changed': { target: 'loading', actions: 'setSort' },
        'listing.restored': { guard: 'restoresAnotherListing', target: 'ready', actions: 'restore' },
        // The layout is followed, and asked for with the next load.
        'viewport.changed': { guard: 'changesViewport', actions: 'setViewport' },
      },
    },
    ready: {
      tags: ['settled'],
      on: {
        'filter.changed': { target: 'loading', actions: 'setFilter' },
        'filters.cleared': { target: 'loading', actions: 'clearFilters' },
        'sort.changed': { target: 'loading', actions: 'setSort' },
        'listing.load-more': { guard: 'hasMore', target: 'loading', actions: 'nextPage' },
        // The page size follows the layout: a narrower one shows less of what is loaded, a wider one loads its page.
        'viewport.changed': [
          { guard: 'showsTooFewFor', target: 'loading', actions: 'setViewport' },
          { guard: 'changesViewport', actions: 'setViewport' },
        ],
        'listing.restored': { actions: 'restore' },
      },
    },
  },
})
