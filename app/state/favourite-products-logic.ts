import { fromPromise } from 'xstate'
import { favouriteProductsMachine, type FavouriteTilesReply } from '../../machines/favourite-products.machine.ts'
import { favouriteProducts } from '../server/favourite-products.ts'
import { readLastKnownFavouriteTiles, writeLastKnownFavouriteTiles } from './favourites-storage.ts'

/**
 * The favourites page's machine with what the tab provides: the tiles asked for through the server (which
 * answers JSON text), and the last tiles seen kept in browser storage for an outage.
 */
export const favouriteProductsLogic = favouriteProductsMachine.provide({
  actors: {
    fetchTiles: fromPromise(async ({ input }: { input: { path: string; ids: string[] } }) => JSON.parse(await favouriteProducts({ data: input })) as FavouriteTilesReply),
    readLastKnownTiles: fromPromise(async () => readLastKnownFavouriteTiles()),
  },
  actions: { rememberTiles: (_, { tiles }) => writeLastKnownFavouriteTiles(tiles) },
})
