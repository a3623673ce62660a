import { describe, expect, it } from 'vitest'
import { resolveRequest } from '../../../app/markets/index.ts'
import { pageAddressOf } from '../../../app/server/page-address.ts'
import { SITES } from '../markets/sites.ts'

const addressOf = (path: string, search: string) => pageAddressOf({ catalogueMode: false }, resolveRequest({ path, search }, SITES), { path, search }, 48)

describe('the content request of a search page', () => {
  it('asks for the trimmed phrase', () => {
    expect(addressOf('/recherche', '?searchPhrase=%20tensiom%C3%A8tre%20').content?.query).toMatchObject({ searchPhrase: 'tensiomètre', isSearch: true, count: 48 })
  })
  it('asks for no products without a phrase, or with spaces alone: the search input is required (SPEC §5)', () => {
    for (const search of ['', '?searchPhrase=', '?searchPhrase=%20%20%20']) {
      const query = addressOf('/recherche', search).content?.query
      expect(query).toMatchObject({ count: 0 })
      expect(query).not.toHaveProperty('searchPhrase')
    }
  })
})

describe('the content request of a page whose address names a parameter twice', () => {
  it('sends its first value, as the route reads it', () => {
    expect(addressOf('/de/ueber-uns/', '?utm_source=news&utm_source=ads').content?.params).toEqual({ utm_source: 'news' })
    expect(addressOf('/de/c/blutdruckmessgeraete/', '?sort=price-asc&sort=price-desc').content?.params).toEqual({ sort: 'price-asc' })
  })
})
