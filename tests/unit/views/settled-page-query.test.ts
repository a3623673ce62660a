import { describe, expect, it } from 'vitest'
import { browsePageOf } from '../../../app/views/settled-page.ts'
import { shopperPage } from '../../model/support/shopper-pages.ts'

describe('the query a category page’s views read', () => {
  it('is the one its content request sends: a parameter named twice with its first value', () => {
    const resolution = shopperPage('/de/c/blutdruckmessgeraete/', '?sort=price-asc&sort=price-desc&page=2&page=3&utm_source=news&utm_source=ads')
    const page = { value: 'ready', context: { address: resolution.address, page: { type: 'category', language: 'de', data: {} }, frame: null } } as never
    const { params } = browsePageOf(page, resolution)
    expect(params).toEqual({ sort: 'price-asc', page: '2', utm_source: 'news' })
    expect(params).toEqual(resolution.address.content?.params)
  })
})
