import { expect } from 'vitest'
import { wishlistMachine } from '../../machines/wishlist.machine.ts'
import { describeModel } from './support/model.ts'

describeModel({
  name: 'wishlist',
  build: (io) => wishlistMachine.provide({ actions: { persistFavorites: io.action('persistFavorites') } }),
  inputs: { empty: { favourites: [] }, 'one favourite': { favourites: ['product-1'] } },
  events: () => [
    { type: 'wishlist.add-item', productId: 'product-2' },
    { type: 'wishlist.remove-item', productId: 'product-2' },
    // The stored favourite: removing it, and adding it again, which changes nothing.
    { type: 'wishlist.remove-item', productId: 'product-1' },
    { type: 'wishlist.add-item', productId: 'product-1' },
  ],
  check: ({ snapshot, effects }) => {
    // Every change is written to storage, with exactly the list the machine now holds.
    for (const effect of effects) expect(effect).toEqual({ kind: 'action', name: 'persistFavorites', params: { favourites: snapshot.context.favourites } })
    expect(new Set(snapshot.context.favourites).size).toBe(snapshot.context.favourites.length)
  },
})
