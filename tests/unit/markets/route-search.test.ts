import { describe, expect, it } from 'vitest'
import { listingSearchOfRoute, searchSearchOfRoute } from '../../../app/markets/route-search.ts'

describe('the listing and search routes check their query (SPEC §2, §9)', () => {
  it('keeps filters, a price range, a sort and a page of their shape', () => {
    expect(listingSearchOfRoute({ manufacturer: 'beurer,sanitas', price: '10-49.5', sort: 'price-desc', page: 3 })).toEqual({ manufacturer: 'beurer,sanitas', price: '10-49.5', sort: 'price-desc', page: 3 })
  })

  it('keeps a price range written with a decimal comma, as most editions write one', () => {
    expect(listingSearchOfRoute({ price: '20,5-30,5' })).toEqual({ price: '20,5-30,5' })
    expect(listingSearchOfRoute({ price: '20,5,1-30' })).toEqual({})
  })

  it('leaves out a sort that is not one, a page that is not a whole number from 1, a price that is not a range', () => {
    expect(listingSearchOfRoute({ sort: 'cheapest', page: 'abc', price: '<script>' })).toEqual({})
    expect(listingSearchOfRoute({ page: 0 })).toEqual({})
    expect(listingSearchOfRoute({ page: 2.5 })).toEqual({})
    expect(listingSearchOfRoute({ sort: 'ascending' })).toEqual({})
  })

  it('opens a page past the last one a URL opens as the last one', () => {
    expect(listingSearchOfRoute({ page: 400 })).toEqual({ page: 50 })
  })

  it('takes digits the router parsed as a number as text where text is asked for', () => {
    expect(listingSearchOfRoute({ category: 1234 })).toEqual({ category: '1234' })
    expect(searchSearchOfRoute({ searchPhrase: 1099 })).toEqual({ searchPhrase: '1099' })
  })

  it('keeps the content platform\'s other parameters as they came', () => {
    expect(listingSearchOfRoute({ utm_source: 'mail', redirectBundleId: 7 })).toEqual({ utm_source: 'mail', redirectBundleId: 7 })
  })

  it('leaves out a search phrase longer than 500 characters or not text', () => {
    expect(searchSearchOfRoute({ searchPhrase: 'x'.repeat(501) })).toEqual({})
    expect(searchSearchOfRoute({ searchPhrase: { nested: true } })).toEqual({})
    expect(searchSearchOfRoute({ searchPhrase: 'blutdruck', sort: 'new-hits' })).toEqual({ searchPhrase: 'blutdruck', sort: 'new-hits' })
  })

  it('reads a filter given twice as both values, in the comma form the shop writes, never as a list the router would write as JSON', () => {
    expect(listingSearchOfRoute({ manufacturer: ['vitacura', 'vitacura-medical'], badges: ['sale', 'online-only'] })).toEqual({ manufacturer: 'vitacura,vitacura-medical', badges: 'sale,online-only' })
    expect(listingSearchOfRoute({ category: [1234, 'massage'] })).toEqual({ category: '1234,massage' })
  })

  it('searches a phrase given twice as its first, and reads any other parameter given twice as its first value', () => {
    expect(searchSearchOfRoute({ searchPhrase: ['a', 'b'] })).toEqual({ searchPhrase: 'a' })
    expect(listingSearchOfRoute({ sort: ['price-desc', 'new-hits'], page: ['2', '3'], price: ['10-20', '30-40'], utm_source: ['mail', 'news'] })).toEqual({ sort: 'price-desc', page: 2, price: '10-20', utm_source: 'mail' })
  })
})
