import { expect } from 'vitest'
import type { FavouriteProductsContext } from '../../machines/favourite-products.machine.ts'
import { favouriteProductsMachine } from '../../machines/favourite-products.machine.ts'
import { describeModel } from './support/model.ts'

const tile = (id: string) => ({ id, title: `Device ${id}` })

describeModel({
  name: 'favourite-products',
  build: (io) =>
    favouriteProductsMachine.provide({
      actors: { fetchTiles: io.promise('fetchTiles'), readLastKnownTiles: io.promise('readLastKnownTiles') },
      actions: { rememberTiles: io.action('rememberTiles') },
    }),
  inputs: { 'the de edition': { path: '/de/' } },
  events: () => [
    { type: 'favourites.listed', ids: [] },
    { type: 'favourites.listed', ids: ['p1'] },
    { type: 'favourites.listed', ids: ['p1', 'p2'] },
    { type: 'xstate.done.actor.fetchTiles', output: { items: [tile('p1'), tile('p2')], ids: ['p1', 'p2', 'p3'] } },
    { type: 'xstate.done.actor.fetchTiles', output: { unavailable: true } },
    { type: 'xstate.error.actor.fetchTiles', error: { message: 'offline' } },
    { type: 'xstate.done.actor.readLastKnownTiles', output: [tile('p1')] },
    { type: 'xstate.error.actor.readLastKnownTiles', error: { message: 'storage blocked' } },
  ],
  check: ({ snapshot, event, effects }) => {
    const context = snapshot.context as FavouriteProductsContext
    const asked = effects.filter((effect) => effect.kind === 'invoked' && effect.id === 'fetchTiles')
    if (event.type === 'favourites.listed') {
      const { ids } = event as unknown as { ids: string[] }
      expect(context.ids).toEqual(ids)
      // The catalogue is asked for the list the page told, and only when a favourite is not shown yet.
      if (ids.length === 0) expect([asked, context.tiles, snapshot.matches('shown')]).toEqual([[], [], true])
      for (const effect of asked) expect(effect).toMatchObject({ input: { path: '/de/', ids } })
    } else {
      expect(asked).toEqual([])
    }
    const remembered = effects.filter((effect) => effect.kind === 'action' && effect.name === 'rememberTiles')
    if (event.type === 'xstate.done.actor.fetchTiles' && !context.unavailable && snapshot.matches('shown')) {
      // The tiles the catalogue sent are shown and kept for the next outage.
      expect(context.tiles).toEqual([tile('p1'), tile('p2')])
      expect(context.fetchedIds).toEqual(context.ids)
      // The ids the catalogue was asked about are kept as it names them: a favourite among them without a tile is not offered.
      expect(context.lookedUp).toEqual(['p1', 'p2', 'p3'])
      expect(remembered).toEqual([{ kind: 'action', name: 'rememberTiles', params: { tiles: [tile('p1'), tile('p2')] } }])
    } else {
      expect(remembered).toEqual([])
    }
    // During an outage the page says so and shows the tiles last seen, never an empty list in their place.
    if (event.type === 'xstate.done.actor.readLastKnownTiles') expect([context.unavailable, context.tiles]).toEqual([true, [tile('p1')]])
    if (event.type === 'xstate.error.actor.readLastKnownTiles') expect([context.unavailable, context.tiles]).toEqual([true, []])
    // Tiles recalled in an outage say nothing of what the catalogue offers.
    if (context.unavailable) expect(context.lookedUp).toEqual([])
    // Shown tiles answer for every favourite listed: a list asked for already shows from the tiles at hand.
    if (snapshot.matches('shown') && !context.unavailable) for (const id of context.ids ?? []) expect(context.fetchedIds).toContain(id)
    expect(snapshot.hasTag('busy')).toBe(!snapshot.matches('shown'))
  },
})
