import { assign, fromPromise, setup } from 'xstate'
import { LISTING_DEFAULT_SORT, LISTING_PAGE_SIZE_DESKTOP, LISTING_PAGE_SIZE_MOBILE, LISTING_SORTS } from './constants.ts'
import type { ListingQuery, ListingResult } from './types.ts'

export type ListingSort = (typeof LISTING_SORTS)[number]
export type Viewport = 'desktop' | 'mobile'

export interface ListingInput {
  url: string
  language: string
  viewport: Viewport
  /** What the server already rendered, so the browser does not fetch it again. */
  initial?: ListingResult
}

export interface ListingContext {
  url: string
  language: string
  viewport: Viewport
  filters: Record<string, string[]>
  sort: ListingSort
  page: number
  result: ListingResult
  error: boolean
}

export type ListingEvent =
  | { type: 'filter.changed'; name: string; values: string[] }
  | { type: 'filters.cleared' }
  | { type: 'sort.changed'; sort: ListingSort }
  | { type: 'listing.load-more' }
  | { type: 'viewport.changed'; viewport: Viewport }

/** SPEC §9: 48 per page on desktop, 30 on mobile and tablet. */
export const pageSizeOf = (viewport: Viewport) => (viewport === 'desktop' ? LISTING_PAGE_SIZE_DESKTOP : LISTING_PAGE_SIZE_MOBILE)

/** SPEC §9 "count is multiplied by page number": load more asks for everything up to the new page from offset 0. */
export const listingQuery = (context: ListingContext): ListingQuery => ({
  url: context.url,
  filters: context.filters,
  sort: context.sort,
  count: pageSizeOf(context.viewport) * context.page,
  offset: 0,
})

/** SPEC §2/§9 product listing: filters, sort (default ascending) and load more. */
export const listingMachine = setup({
  types: { input: {} as ListingInput, context: {} as ListingContext, events: {} as ListingEvent },
  actors: {
    fetchListing: fromPromise<ListingResult, ListingQuery & { language: string }>(async () => {
      throw new Error('provided by the content service')
    }),
  },
  guards: {
    hasInitialResult: ({ context }) => context.result.products.length > 0 || context.result.total > 0,
    hasMore: ({ context }) => context.result.products.length < context.result.total,
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
    takeResult: assign({ result: ({ context, event }) => (event as { output?: ListingResult }).output ?? context.result, error: false }),
    reportFailure: assign({ error: true }),
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => ({
    url: input.url,
    language: input.language,
    viewport: input.viewport,
    filters: {},
    sort: LISTING_DEFAULT_SORT,
    page: 1,
    result: input.initial ?? { products: [], total: 0 },
    error: false,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasInitialResult', target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchListing',
        src: 'fetchListing',
        input: ({ context }) => ({ ...listingQuery(context), language: context.language }),
        onDone: { target: 'ready', actions: 'takeResult' },
        onError: { target: 'ready', actions: 'reportFailure' },
      },
    },
    ready: {
      tags: ['settled'],
      on: {
        'filter.changed': { target: 'loading', actions: 'setFilter' },
        'filters.cleared': { target: 'loading', actions: 'clearFilters' },
        'sort.changed': { target: 'loading', actions: 'setSort' },
        'listing.load-more': { guard: 'hasMore', target: 'loading', actions: 'nextPage' },
        // The page size follows the layout; what is shown already stays until the next request.
        'viewport.changed': { actions: 'setViewport' },
      },
    },
  },
})
