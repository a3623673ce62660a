import { and, assign, fromPromise, not, setup } from 'xstate'

/** What the catalogue answers for a list of favourites: their tiles and the ids it was asked about, or that it could not be asked. */
export type FavouriteTilesReply = { items: unknown[]; ids: string[] } | { unavailable: true }

export interface FavouriteProductsInput {
  /** The home path of the page's edition: the tiles come in its language. */
  path: string
}

export interface FavouriteProductsContext extends FavouriteProductsInput {
  /** The favourites to show, once the tab knows them (it reads them from browser storage). */
  ids: string[] | null
  /** The ids the tiles were asked for. */
  fetchedIds: string[]
  /** The tiles as the catalogue sent them, or the last ones this browser saw while the catalogue cannot be asked. */
  tiles: unknown[]
  /** The ids the catalogue was asked about for these tiles: one of them without a tile is a product it does not offer. */
  lookedUp: string[]
  unavailable: boolean
}

export type FavouriteProductsEvent = { type: 'favourites.listed'; ids: string[] }

/**
 * SPEC §2 favourites page: the products whose ids the wishlist keeps. The page tells the list once the tab knows
 * it, and again after each change; the tiles are asked for, and asked again only for a favourite not shown yet (a
 * removed one just leaves the page). During an outage the last tiles this browser saw are shown, with the reason.
 */
export const favouriteProductsMachine = setup({
  types: { input: {} as FavouriteProductsInput, context: {} as FavouriteProductsContext, events: {} as FavouriteProductsEvent },
  actors: {
    fetchTiles: fromPromise<FavouriteTilesReply, { path: string; ids: string[] }>(async () => {
      throw new Error('provided by the app: the catalogue is asked through the server')
    }),
    readLastKnownTiles: fromPromise<unknown[]>(async () => {
      throw new Error('provided by the app: browser storage')
    }),
  },
  guards: {
    listsNothing: ({ event }) => event.ids.length === 0,
    /** Every favourite listed has been asked for already: the tiles at hand show them. */
    isAlreadyFetched: ({ context, event }) => event.ids.every((id) => context.fetchedIds.includes(id)),
    isUnavailable: (_, { reply }: { reply: FavouriteTilesReply }) => 'unavailable' in reply,
  },
  actions: {
    takeList: assign({ ids: ({ event }) => event.ids }),
    takeTiles: assign(({ context }, { tiles, lookedUp }: { tiles: unknown[]; lookedUp: string[] }) => ({ tiles, lookedUp, fetchedIds: context.ids ?? [], unavailable: false })),
    showNone: assign({ tiles: [], lookedUp: [], fetchedIds: [], unavailable: false }),
    showLastKnown: assign((_, { tiles }: { tiles: unknown[] }) => ({ tiles, lookedUp: [], fetchedIds: [], unavailable: true })),
    markUnavailable: assign({ tiles: [], lookedUp: [], fetchedIds: [], unavailable: true }),
    // Provided by the app: keeps the tiles in browser storage for the next outage.
    rememberTiles: (_, _params: { tiles: unknown[] }) => {},
  },
}).createMachine({
  id: 'favouriteProducts',
  context: ({ input }) => ({ path: input.path, ids: null, fetchedIds: [], tiles: [], lookedUp: [], unavailable: false }),
  initial: 'waitingForList',
  on: {
    'favourites.listed': [
      { guard: 'listsNothing', target: '.shown', actions: ['takeList', 'showNone'] },
      { guard: and([not('listsNothing'), 'isAlreadyFetched']), actions: 'takeList' },
      { target: '.fetching', actions: 'takeList', reenter: true },
    ],
  },
  states: {
    waitingForList: { tags: ['busy'] },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchTiles',
        src: 'fetchTiles',
        input: ({ context }) => ({ path: context.path, ids: context.ids ?? [] }),
        onDone: [
          { guard: { type: 'isUnavailable', params: ({ event }) => ({ reply: event.output }) }, target: 'recalling' },
          {
            target: 'shown',
            actions: [
              {
                type: 'takeTiles',
                params: ({ event }) => ('items' in event.output ? { tiles: event.output.items, lookedUp: event.output.ids } : { tiles: [], lookedUp: [] }),
              },
              { type: 'rememberTiles', params: ({ event }) => ({ tiles: 'items' in event.output ? event.output.items : [] }) },
            ],
          },
        ],
        onError: { target: 'recalling' },
      },
    },
    recalling: {
      tags: ['busy'],
      invoke: {
        id: 'readLastKnownTiles',
        src: 'readLastKnownTiles',
        onDone: { target: 'shown', actions: { type: 'showLastKnown', params: ({ event }) => ({ tiles: event.output }) } },
        onError: { target: 'shown', actions: 'markUnavailable' },
      },
    },
    shown: {},
  },
})
