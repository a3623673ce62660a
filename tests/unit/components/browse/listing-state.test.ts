import { describe, expect, it } from 'vitest'
import { listingModelOf } from '../../../../app/components/listing/listing-model.ts'
import { parseListingParams } from '../../../../app/markets/listing-query.ts'
import {
  facetsWith,
  listingResultOf,
  listingSearchOfState,
  listingStateOf,
  toggledValues,
  viewportOfRendered,
} from '../../../../app/components/listing/listing-state.ts'
import { CHOSEN_SORTS, LISTING_SORTS, listingSortOf } from '../../../../domain/listing-sort.ts'

/** A product as the content platform sends it, and as the listing actor holds it: its price with its currency. */
const product = (n: number) => ({ id: `p${n}`, title: `Product ${n}`, url: `/de/p/${n}/`, price: 10 + n })
const held = (n: number, currencyCode = 'EUR') => ({ ...product(n), price: { amount: 10 + n, currencyCode } })

describe('the listing actor’s state and the listing URL', () => {
  it('read a shared URL into filters, price range, sort and page, and write the same URL back', () => {
    const state = listingStateOf(parseListingParams(new URLSearchParams('manufacturer=vitacura,medisana&price=10-50&sort=price-asc&page=2')))
    expect(state).toEqual({ filters: { manufacturer: ['vitacura', 'medisana'], price: ['10-50'] }, sort: 'price-asc', page: 2 })
    expect(listingSearchOfState(state)).toEqual({ manufacturer: 'vitacura,medisana', price: '10-50', sort: 'price-asc', page: '2' })
  })

  it('leave the default order (ascending), the first page and empty filters out of the URL', () => {
    expect(listingSearchOfState({ filters: { badges: [] }, sort: 'ascending', page: 1 })).toEqual({})
    expect(listingStateOf(parseListingParams({}))).toEqual({ filters: {}, sort: 'ascending', page: 1 })
  })

  it('spell each of the four sorts a shopper picks in the URL as the machine holds it, and back', () => {
    expect(CHOSEN_SORTS).toEqual(['popularity', 'price-desc', 'price-asc', 'new-hits'])
    for (const sort of CHOSEN_SORTS) {
      const search = listingSearchOfState({ filters: {}, sort, page: 1 })
      expect(search).toEqual({ sort })
      expect(listingStateOf(parseListingParams(search)).sort).toBe(sort)
    }
    for (const sort of LISTING_SORTS) expect(listingSortOf(sort)).toBe(sort)
    expect(listingSortOf('price-descending')).toBe('ascending')
  })
})

describe('filters while the listing loads', () => {
  const facets = listingModelOf(
    {
      products: [],
      total: 0,
      aggregations: [
        { id: 'manufacturer', type: 'terms', title: 'Brand', values: [{ value: 'a', title: 'A', count: 3, selected: true }, { value: 'b', title: 'B', count: 1 }] },
        { id: 'price', type: 'range', title: 'Price', min: 5, max: 90 },
      ],
    },
    'EUR',
  ).facets

  it('show what was asked for: ticked values and the price range of the actor’s filters', () => {
    const shown = facetsWith(facets, { manufacturer: ['b'], price: ['10-'] })
    expect(shown[0]).toMatchObject({ values: [{ value: 'a', selected: false }, { value: 'b', selected: true }] })
    expect(shown[1]).toMatchObject({ selectedMin: 10, selectedMax: null })
  })

  it('add a value of a multi-select filter, or take it away', () => {
    expect(toggledValues(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggledValues(['a', 'b'], 'a')).toEqual(['b'])
    expect(toggledValues([], 'sale')).toEqual(['sale'])
  })
})

describe('a listing reply as the listing actor’s result', () => {
  it('takes the products of a search reply’s product group, or a listing’s products, with total and filters', () => {
    const search = listingResultOf({ total: 7, groups: { product: { items: [product(1), { id: 'p2', title: 'X', url: '/x/', price: 'n/a' }] } }, aggregations: [{ id: 'badges' }] }, 'EUR')
    expect(search).toEqual({ products: [held(1), { id: 'p2', title: 'X', url: '/x/', price: null }], total: 7, aggregations: [{ id: 'badges' }] })
    expect(listingResultOf({ products: [product(1)] }, 'EUR')).toEqual({ products: [held(1)], total: 1, aggregations: [] })
    expect(listingResultOf(undefined, 'EUR')).toEqual({ products: [], total: 0 })
  })

  it('prices a product of the Polish store in złoty when the platform names no currency, and in the currency it names otherwise', () => {
    const polish = listingResultOf({ products: [product(1), { ...product(2), currency: 'EUR' }] }, 'PLN')
    expect(polish.products.map((item) => item.price)).toEqual([held(1, 'PLN').price, held(2, 'EUR').price])
  })

  it('tells the layout the server loaded a page for: more than 30 a page is a desktop page (SPEC §9)', () => {
    const of = (count: number, total: number) => ({ products: Array.from({ length: count }, (_, n) => held(n)), total })
    expect(viewportOfRendered(of(48, 200), 1)).toBe('desktop')
    expect(viewportOfRendered(of(30, 200), 1)).toBe('mobile')
    expect(viewportOfRendered(of(60, 200), 2)).toBe('mobile')
    expect(viewportOfRendered(of(96, 200), 2)).toBe('desktop')
    // Everything fits either page: both layouts show all of it.
    expect(viewportOfRendered(of(12, 12), 1)).toBe('mobile')
  })
})
