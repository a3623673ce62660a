import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { LISTING_PAGE_SIZE_DESKTOP, LISTING_PAGE_SIZE_MOBILE } from '../../domain/constants.ts'
import type { ListingResult } from '../../domain/types.ts'
import { listingMachine, shownCount, type ListingContext, type ListingRequest } from '../../machines/listing.machine.ts'
import { describeModel } from './support/model.ts'

const product = (n: number) => ({ id: `p${n}`, title: `P${n}`, url: `/de/p/${n}`, price: { amount: 10, currencyCode: 'EUR' } })
const firstPage = { products: [product(1)], total: 2 }
const everything = { products: [product(1), product(2)], total: 2 }
// The server guessed a desktop and rendered 40 of 40; a phone shows its first 30 of them.
const renderedForDesktop = { products: Array.from({ length: 40 }, (_, n) => product(n)), total: 40 }

describeModel({
  name: 'listing',
  build: (io) => listingMachine.provide({ actors: { fetchListing: io.promise('fetchListing') } }),
  inputs: {
    'desktop, nothing rendered': { url: '/de/c/health/', language: 'de', viewport: 'desktop' },
    'mobile, rendered by the server': { url: '/de/c/health/', language: 'de', viewport: 'mobile', initial: firstPage },
    'mobile, the server rendered a desktop page': { url: '/de/c/health/', language: 'de', viewport: 'mobile', initial: renderedForDesktop },
    'a shared URL with filter, sort and page': {
      url: '/de/c/health/',
      language: 'de',
      viewport: 'desktop',
      filters: { manufacturer: ['fixture-labs'] },
      sort: 'price-asc',
      page: 2,
      initial: everything,
    },
  },
  // A partial page only on the first page keeps the graph finite: the second page holds everything.
  events: (snapshot) => [
    { type: 'filter.changed', name: 'manufacturer', values: ['fixture-labs'] },
    { type: 'filter.changed', name: 'manufacturer', values: [] },
    { type: 'filters.cleared' },
    { type: 'sort.changed', sort: 'price-desc' },
    { type: 'listing.load-more' },
    { type: 'viewport.changed', viewport: 'desktop' },
    { type: 'viewport.changed', viewport: 'mobile' },
    { type: 'listing.restored', filters: {}, sort: 'ascending', page: 1, result: firstPage },
    ...(snapshot.context.page === 1 ? [{ type: 'xstate.done.actor.fetchListing', output: firstPage }] : []),
    { type: 'xstate.done.actor.fetchListing', output: everything },
    { type: 'xstate.error.actor.fetchListing', error: { message: 'offline' } },
    { type: 'listing.retry' },
  ],
  // Pages beyond the third repeat what the first three show.
  stopWhen: (snapshot) => snapshot.context.page > 2 || (snapshot.context.sort !== 'ascending' && Object.keys(snapshot.context.filters).length > 0),
  limit: 20000,
  check: ({ snapshot, event, effects }) => {
    const context = snapshot.context as ListingContext
    const size = context.viewport === 'desktop' ? LISTING_PAGE_SIZE_DESKTOP : LISTING_PAGE_SIZE_MOBILE
    for (const effect of effects) {
      if (effect.kind !== 'invoked') continue
      const { count, offset, page } = effect.input as { count: number; offset: number; page: number }
      // Load more multiplies the count by the page number, always from offset 0.
      expect({ count, offset, page }).toEqual({ count: size * context.page, offset: 0, page: context.page })
      expect(effect.input).toMatchObject({ sort: context.sort, filters: context.filters })
    }
    // The shopper sees at most the layout's page size times the page, and can load more while some are not shown.
    expect(shownCount(context)).toBeLessThanOrEqual(size * context.page)
    if (snapshot.matches('ready') && context.result) expect(snapshot.can({ type: 'listing.load-more' })).toBe(shownCount(context) < context.result.total)
    // A wider layout loads its page when fewer were loaded; a narrower one only shows less.
    if (event.type === 'viewport.changed' && effects.some((effect) => effect.kind === 'invoked')) expect(context.viewport).toBe('desktop')
    // What could not be loaded leaves the products shown before on screen, with what was asked, until asked again.
    if (event.type === 'xstate.error.actor.fetchListing') expect(snapshot.value).toBe('failed')
    if (event.type === 'listing.retry') expect(effects.some((effect) => effect.kind === 'invoked')).toBe(true)
    if (event.type === 'listing.restored' && !snapshot.matches('failed')) expect(context).toMatchObject({ filters: {}, sort: 'ascending', page: 1, result: firstPage })
  },
})

describe('listing: the layout it already follows', () => {
  it('changes nothing when the page measures the same layout as it hydrates, so nothing renders again', () => {
    const listing = createActor(listingMachine, { input: { url: '/de/c/health/', language: 'de', viewport: 'mobile', initial: firstPage } }).start()
    const before = listing.getSnapshot()
    listing.send({ type: 'viewport.changed', viewport: 'mobile' })
    expect(listing.getSnapshot()).toBe(before)
    listing.send({ type: 'viewport.changed', viewport: 'desktop' })
    expect(listing.getSnapshot().context.viewport).toBe('desktop')
  })
})

describe('listing: a choice made while it loads', () => {
  it('is not lost: a filter removed while the listing still loads the one before starts the load again with both', async () => {
    const asked: Array<Record<string, string[]>> = []
    let answer: (result: ListingResult) => void = () => {}
    const listing = createActor(
      listingMachine.provide({
        actors: {
          fetchListing: fromPromise<ListingResult, ListingRequest>(({ input }) => {
            asked.push(input.filters ?? {})
            return new Promise((resolve) => (answer = resolve))
          }),
        },
      }),
      { input: { url: '/de/c/health/', language: 'de', viewport: 'desktop', filters: { manufacturer: ['a'], badges: ['sale'] }, initial: everything } },
    ).start()
    listing.send({ type: 'filter.changed', name: 'manufacturer', values: [] })
    listing.send({ type: 'filter.changed', name: 'badges', values: [] })
    expect(asked).toEqual([{ badges: ['sale'] }, {}])
    answer(firstPage)
    await Promise.resolve()
    expect(listing.getSnapshot().matches('ready')).toBe(true)
    expect(listing.getSnapshot().context.filters).toEqual({})
    listing.stop()
  })
})
