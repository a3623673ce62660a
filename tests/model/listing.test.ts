import { expect } from 'vitest'
import { LISTING_PAGE_SIZE_DESKTOP, LISTING_PAGE_SIZE_MOBILE } from '../../machines/constants.ts'
import { listingMachine } from '../../machines/listing.machine.ts'
import { describeModel } from './support/model.ts'

const product = (n: number) => ({ id: `p${n}`, title: `P${n}`, url: `/de/p/${n}`, price: 10 })
const firstPage = { products: [product(1)], total: 2 }
const everything = { products: [product(1), product(2)], total: 2 }

describeModel({
  name: 'listing',
  build: (io) => listingMachine.provide({ actors: { fetchListing: io.promise('fetchListing') } }),
  inputs: {
    'desktop, nothing rendered': { url: '/de/c/health/', language: 'de', viewport: 'desktop' },
    'mobile, rendered by the server': { url: '/de/c/health/', language: 'de', viewport: 'mobile', initial: firstPage },
  },
  // A partial page only on the first page keeps the graph finite: the second page holds everything.
  events: (snapshot) => [
    { type: 'filter.changed', name: 'manufacturer', values: ['fixture-labs'] },
    { type: 'filter.changed', name: 'manufacturer', values: [] },
    { type: 'filters.cleared' },
    { type: 'sort.changed', sort: 'price-descending' },
    { type: 'listing.load-more' },
    { type: 'viewport.changed', viewport: 'desktop' },
    ...(snapshot.context.page === 1 ? [{ type: 'xstate.done.actor.fetchListing', output: firstPage }] : []),
    { type: 'xstate.done.actor.fetchListing', output: everything },
    { type: 'xstate.error.actor.fetchListing', error: { message: 'offline' } },
  ],
  // Pages beyond the third repeat what the first three show.
  stopWhen: (snapshot) => snapshot.context.page > 2 || (snapshot.context.sort !== 'ascending' && Object.keys(snapshot.context.filters).length > 0),
  limit: 20000,
  check: ({ snapshot, effects }) => {
    for (const effect of effects) {
      if (effect.kind !== 'invoked') continue
      const { count, offset } = effect.input as { count: number; offset: number }
      const size = snapshot.context.viewport === 'desktop' ? LISTING_PAGE_SIZE_DESKTOP : LISTING_PAGE_SIZE_MOBILE
      // Load more multiplies the count by the page number, always from offset 0.
      expect({ count, offset }).toEqual({ count: size * snapshot.context.page, offset: 0 })
      expect(effect.input).toMatchObject({ sort: snapshot.context.sort, filters: snapshot.context.filters })
    }
  },
})
