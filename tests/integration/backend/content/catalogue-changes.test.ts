import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentBackend, type ContentBackend } from '../../../support/content-backend.ts'

interface Variant {
  variantId: number
  stock: number
  price: number
  stockStatus: string
  availableForSale: boolean
}
interface Tile {
  id: string
  price: number
  stockStatus: string
  variants: Variant[]
}

/** The product every step reads: "BM 54", an upper arm monitor of the demo catalogue. */
const PRODUCT = 1045

describe('content platform: the catalogue as it is now', () => {
  let backend: ContentBackend
  beforeAll(async () => {
    backend = await startContentBackend()
  })
  afterAll(() => backend.stop({ removeData: true }))

  const product = async (): Promise<Tile> => {
    const reply = (await (await backend.post('/page', { url: `/de/p/${PRODUCT}/` })).json()) as { data: { products: Tile[] } }
    return reply.data.products[0]!
  }
  const listed = async (): Promise<Tile | undefined> => {
    const reply = (await (await backend.post('/search', { searchPhrase: 'BM 54', count: 48 })).json()) as { groups: { product: { items: Tile[] } } }
    return reply.groups.product.items.find((tile) => tile.id === String(PRODUCT))
  }
  const recommended = async (): Promise<string[]> => {
    const reply = (await (await backend.post('/recommendation', { type: 'bestsellers', count: 48 })).json()) as { products: Tile[] }
    return reply.products.map((tile) => tile.id)
  }

  it('shows stock sold a moment ago on the product page, in listings and in recommendations', async () => {
    const before = await product()
    expect(before.variants.some((variant) => variant.stock > 0)).toBe(true)
    await listed()
    await recommended()

    await backend.db.query('UPDATE product_variants SET stock = 0 WHERE product_id = $1', [PRODUCT])

    const after = await product()
    expect(after.variants.every((variant) => variant.stock === 0 && !variant.availableForSale)).toBe(true)
    expect(['back-soon', 'sold-out']).toContain(after.stockStatus)
    expect((await listed())?.stockStatus).toBe(after.stockStatus)
    if (after.stockStatus === 'sold-out') expect(await recommended()).not.toContain(String(PRODUCT))
  })

  it('shows a changed price at once', async () => {
    const before = await product()
    await backend.db.query("UPDATE variant_prices SET amount = amount + 10 WHERE currency = 'EUR' AND variant_id IN (SELECT id FROM product_variants WHERE product_id = $1)", [PRODUCT])
    const after = await product()
    expect(after.price).toBeCloseTo(before.price + 10, 2)
    expect((await listed())?.price).toBeCloseTo(before.price + 10, 2)
  })

  it('answers a content page stored a moment ago', async () => {
    const path = '/de/neu-hier/'
    expect((await backend.post('/page', { url: path })).status).toBe(404)
    await backend.db.query(
      `INSERT INTO content_pages (url, page_key, edition, type, data) VALUES ($1, 'new-here', 'de', 'page', $2)`,
      [path, JSON.stringify({ id: 'new-here-de', metadata: { title: 'Neu hier', description: '' }, config: { top: { elements: [] } }, contentElements: { top: [], bottom: [] } })],
    )
    const reply = await backend.post('/page', { url: path })
    expect(reply.status).toBe(200)
    expect(((await reply.json()) as { data: { id: string } }).data.id).toBe('new-here-de')
  })
})
