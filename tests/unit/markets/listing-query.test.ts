import { describe, expect, it } from 'vitest'
import { listingRequestOf, listingSearchOf, parseListingParams, priceRangeOf, toggleTerm } from '../../../app/markets/listing-query.ts'

describe('listing state in the URL', () => {
  it('reads multi-select filters, a price range, a sort and a page from the query', () => {
    const params = parseListingParams(new URLSearchParams('manufacturer=vitacura,medisana&price=10-50&sort=price-asc&page=2'))
    expect(params).toEqual({ terms: { manufacturer: ['vitacura', 'medisana'] }, price: { min: 10, max: 50 }, sort: 'price-asc', page: 2 })
  })

  it('reads a price range given the wrong way round as the range between its bounds, not as an empty listing', () => {
    expect(parseListingParams({ price: '100-20' }).price).toEqual({ min: 20, max: 100 })
    expect(priceRangeOf('250', '40')).toEqual({ min: 40, max: 250 })
    expect(priceRangeOf('40', '')).toEqual({ min: 40 })
    expect(priceRangeOf('', '40')).toEqual({ max: 40 })
    expect(priceRangeOf('-5', 'abc')).toBeNull()
  })

  it('reads a price written with a decimal comma, as most editions write one, without losing its digits', () => {
    expect(parseListingParams(new URLSearchParams('price=20,5-30,5')).price).toEqual({ min: 20.5, max: 30.5 })
    expect(parseListingParams({ price: '19,99-' }).price).toEqual({ min: 19.99 })
  })

  it('reads a filter given twice as both values, as the comma form does, and any other parameter given twice as its first', () => {
    const repeated = parseListingParams(new URLSearchParams('manufacturer=vitacura&manufacturer=vitacura-medical&badges=sale&badges=sale&sort=price-desc&sort=new-hits'))
    expect(repeated).toEqual(parseListingParams(new URLSearchParams('manufacturer=vitacura,vitacura-medical&badges=sale&sort=price-desc')))
    expect(repeated.terms).toEqual({ manufacturer: ['vitacura', 'vitacura-medical'], badges: ['sale'] })
    expect(parseListingParams({ manufacturer: ['vitacura', 'beurer,sanitas'], page: ['2', '4'] })).toMatchObject({ terms: { manufacturer: ['vitacura', 'beurer', 'sanitas'] }, page: 2 })
  })

  it('ignores a price with more than one dash, such as a negative bound, rather than reading a bound of it', () => {
    for (const price of ['-5-99999999999999999999', '5-10-20', '10--20', '-10-']) expect(parseListingParams({ price }).price, price).toBeNull()
  })

  it('leaves out a bound written otherwise than as plain digits with a decimal part, as it leaves out words', () => {
    for (const bound of ['1e3', '0x10', '+5', '5.', '.5', ' 5', 'Infinity']) expect(parseListingParams({ price: `${bound}-50` }).price, bound).toEqual({ max: 50 })
    expect(parseListingParams({ price: 'x-50,5' }).price).toEqual({ max: 50.5 })
    // So many digits read as Infinity, which the platform would refuse with the whole listing.
    expect(parseListingParams({ price: `${'9'.repeat(400)}-50` }).price).toEqual({ max: 50 })
  })

  it('ignores unknown sorts, bad pages and empty prices', () => {
    expect(parseListingParams({ sort: 'cheapest', page: '-3', price: '-' })).toEqual({ terms: {}, price: null, sort: 'ascending', page: 1 })
  })

  it('leaves out a filter value longer than any facet id, and values beyond fifty, so the platform still answers the listing', () => {
    const long = 'x'.repeat(101)
    expect(parseListingParams({ manufacturer: `${long},vitacura` }).terms).toEqual({ manufacturer: ['vitacura'] })
    expect(parseListingParams({ manufacturer: long }).terms).toEqual({})
    expect(parseListingParams({ badges: 'y'.repeat(100) }).terms).toEqual({ badges: ['y'.repeat(100)] })
    const many = Array.from({ length: 60 }, (_, index) => `maker-${index}`)
    expect(parseListingParams({ category: many.join(',') }).terms.category).toEqual(many.slice(0, 50))
  })

  it('writes the same state back, leaving empty parts out', () => {
    const params = parseListingParams({ category: 'a,b', price: '-80', page: '3' })
    expect(listingSearchOf(params)).toEqual({ category: 'a,b', price: '-80', page: '3' })
    expect(listingSearchOf(parseListingParams({}))).toEqual({})
  })

  it('toggles a filter value and goes back to the first page', () => {
    const params = { ...parseListingParams({ badges: 'sale', page: '2' }) }
    expect(toggleTerm(params, 'badges', 'sale')).toMatchObject({ terms: { badges: [] }, page: 1 })
    expect(toggleTerm(params, 'badges', 'online-only').terms.badges).toEqual(['sale', 'online-only'])
  })

  it('asks for page size times page number from offset 0 (SPEC §9)', () => {
    const request = listingRequestOf(parseListingParams({ page: '2', sort: 'new-hits', availability: 'in-stock' }), 48)
    expect(request).toEqual({ enableAggregations: true, aggregations: { availability: ['in-stock'] }, sort: 'new-hits', count: 96, offset: 0 })
    expect(listingRequestOf(parseListingParams({ page: '3' }), 30).count).toBe(90)
  })
})
