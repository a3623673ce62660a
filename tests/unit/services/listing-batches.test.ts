import { describe, expect, it } from 'vitest'
import { batchesOf, listedProductsOf, withMoreProducts } from '../../../services/listing-batches.ts'

describe('listing batches within the content platform’s limit', () => {
  it('splits the products still wanted into requests of at most 200', () => {
    expect(batchesOf(200, 240)).toEqual([{ offset: 200, count: 40 }])
    expect(batchesOf(200, 650)).toEqual([{ offset: 200, count: 200 }, { offset: 400, count: 200 }, { offset: 600, count: 50 }])
    expect(batchesOf(197, 197)).toEqual([])
  })
  it('adds products after a category’s or a search page’s listing, leaving the reply as it came', () => {
    const data = { type: 'category', listing: { total: 3, groups: { product: { total: 3, items: [{ id: 'a' }] }, category: { items: [] } } } }
    const more = withMoreProducts(data, [{ id: 'b' }, { id: 'c' }])
    expect(listedProductsOf(more)).toEqual({ items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], total: 3 })
    expect(listedProductsOf(data)!.items).toHaveLength(1)
    expect(listedProductsOf({ search: { total: 9, groups: { product: { items: [] } } } })).toEqual({ items: [], total: 9 })
    expect(listedProductsOf({ type: 'page' })).toBeNull()
    expect(listedProductsOf({ listing: { groups: { product: { items: 'none' } } } })).toBeNull()
    expect(listedProductsOf({ listing: { total: '3', groups: { product: { items: [] } } } })).toBeNull()
    expect(withMoreProducts({ type: 'page' }, [{ id: 'b' }])).toEqual({ type: 'page' })
  })
})
