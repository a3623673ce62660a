import { assign, not, setup } from 'xstate'

export interface WishlistInput {
  /** Favourites read from browser storage (`favorites`) by the app; empty on the server or when unreadable. */
  favourites: string[]
}

export interface WishlistContext {
  favourites: string[]
}

export type WishlistEvent =
  | { type: 'wishlist.add-item'; productId: string }
  | { type: 'wishlist.remove-item'; productId: string }

/** Writes the list after each change (assign runs first, so the context is the new list). */
const persist = { type: 'persistFavorites', params: ({ context }: { context: WishlistContext }) => ({ favourites: context.favourites }) } as const

/**
 * SPEC §4 Favourites: the shared events add-item and remove-item, kept in browser storage under `favorites`. The
 * shopper's toggle reaches it as one of them: the root tells which (root.machine.ts), so the journal records it.
 */
export const wishlistMachine = setup({
  types: { input: {} as WishlistInput, context: {} as WishlistContext, events: {} as WishlistEvent },
  guards: {
    isFavourite: ({ context, event }) => context.favourites.includes(event.productId),
  },
  actions: {
    add: assign({ favourites: ({ context, event }) => [...context.favourites, event.productId] }),
    remove: assign({ favourites: ({ context, event }) => context.favourites.filter((id) => id !== event.productId) }),
    // Provided by the app: writes the list to browser storage under `favorites`.
    persistFavorites: (_, _params: { favourites: string[] }) => {},
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ favourites: [...new Set(input.favourites)] }),
  initial: 'ready',
  states: {
    ready: {
      tags: ['settled'],
      on: {
        'wishlist.add-item': { guard: not('isFavourite'), actions: ['add', persist] },
        'wishlist.remove-item': { guard: 'isFavourite', actions: ['remove', persist] },
      },
    },
  },
})
