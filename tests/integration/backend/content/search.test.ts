import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentBackend, type ContentBackend } from '../../../support/content-backend.ts'

interface Tile {
  id: string
  title: string
  url: string
  price: number
  picture_url_main: string
  overviewImages: string[]
  category_title: string
  manufacturer_title: string
  createdAt: string
  popularity: number
  badges: string[]
  stockStatus: string
  variants: Array<{ id: string; variantId: number }>
}
interface Aggregation {
  id: string
  type: 'terms' | 'range'
  values?: Array<{ value: string; count: number; selected: boolean }>
  min?: number
  max?: number
}
interface SearchReply {
  total: number
  count: number
  offset: number
  sorting: string
  groups: Record<'product' | 'category' | 'manufacturer' | 'other', { total: number; items: Tile[] }>
  aggregations: Aggregation[]
  sortings: Array<{ id: string; active: boolean }>
}

describe('content platform: search, listing and autosuggest', () => {
  let backend: ContentBackend
  beforeAll(async () => {
    backend = await startContentBackend()
  })
  afterAll(() => backend.stop({ removeData: true }))

  const search = async (body: Record<string, unknown>, instance = 'demo-de') => {
    const response = await backend.post('/search', body, { instance })
    expect(response.status).toBe(200)
    return (await response.json()) as SearchReply
  }
  const listing = (extra: Record<string, unknown> = {}) => search({ constraints: { category: 'blood-pressure' }, count: 48, ...extra })

  it.each([
    ['demo-de', 'Blutdrukmessgerät BM 54', 'Oberarm-Blutdruckmessgerät BM 54'],
    ['demo-en', 'uper arm blod pressure monitor BM 54', 'Upper arm blood pressure monitor BM 54'],
    ['demo-fr', 'tensiomètre au bras BM 54', 'Tensiomètre au bras BM 54'],
    ['demo-it', 'misuratore di presione da braccio BM 54', 'Misuratore di pressione da braccio BM 54'],
  ])('autosuggest (%s) finds the misspelt product name "%s" first among 4 results', async (instance, phrase, title) => {
    const started = performance.now()
    const reply = await search({ searchPhrase: phrase, count: 4, offset: 0 }, instance)
    console.info(`[content] autosuggest "${phrase}" answered in ${(performance.now() - started).toFixed(1)} ms`)
    expect(reply.groups.product.items).toHaveLength(4)
    expect(reply.groups.product.items[0]!.title).toBe(title)
    expect(reply.total).toBeGreaterThan(4)
  })

  it('finds a misspelt product type with typo tolerance in several languages', async () => {
    expect((await search({ searchPhrase: 'ear thermometr', count: 4 }, 'demo-en')).groups.product.items.every((item) => item.title.startsWith('Ear thermometer'))).toBe(true)
    expect((await search({ searchPhrase: 'Ohrtermometer', count: 4 })).groups.product.items[0]!.title).toMatch(/^Ohrthermometer/)
    expect((await search({ searchPhrase: 'cisnieniomierz naramiený', count: 4 }, 'demo-pl')).groups.product.items[0]!.title).toMatch(/^Ciśnieniomierz naramienny/)
  })

  it('uses language-aware full text: a stemmed word from the description matches', async () => {
    const reply = await search({ searchPhrase: 'Herzrhythmusstörungen', count: 10 })
    expect(reply.total).toBeGreaterThan(0)
  })

  it('answers search items with the fields the shop reads and commerce variant ids', async () => {
    const [item] = (await search({ searchPhrase: 'Massagepistole', count: 1 })).groups.product.items
    expect(item).toMatchObject({ url: `/de/p/${item!.id}/`, category_title: 'Massage' })
    expect(item!.picture_url_main).toMatch(/^\/images\/products\//)
    expect(item!.overviewImages.length).toBeGreaterThan(1)
    expect(item!.manufacturer_title).toBeTruthy()
    expect(Buffer.from(item!.variants[0]!.id, 'base64').toString()).toBe(`gid://shopify/ProductVariant/${item!.variants[0]!.variantId}`)
  })

  it('returns category, manufacturer and other groups for a phrase', async () => {
    const reply = await search({ searchPhrase: 'Thermometer', count: 4 })
    expect(reply.groups.category.items.map((item) => item.id)).toContain('thermometers')
    expect((await search({ searchPhrase: 'Nordwind', count: 4 })).groups.manufacturer.items[0]!.url).toBe('/de/m/nordwind/')
    expect((await search({ searchPhrase: 'Datenschutz', count: 4 })).groups.other.items[0]!.url).toBe('/de/datenschutz/')
  })

  it('lists a category through the /search endpoint by its page url, 48 at a time', async () => {
    const byUrl = await search({ url: '/de/c/blutdruckmessgeraete/', count: 48, offset: 48 })
    const byConstraint = await listing({ offset: 48 })
    expect(byUrl.groups.product.items.map((item) => item.id)).toEqual(byConstraint.groups.product.items.map((item) => item.id))
    expect(byUrl.count).toBe(48)
    expect(byUrl.total).toBeGreaterThan(100)
  })

  it('sorts by price ascending and descending on the group price', async () => {
    const ascending = (await listing({ sorting: 'price-asc' })).groups.product.items.map((item) => item.price)
    const descending = (await listing({ sorting: { field: 'price', order: 'desc' } })).groups.product.items.map((item) => item.price)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
    expect(descending[0]).toBeGreaterThan(ascending[0]!)
  })

  it('sorts by popularity and by new hits', async () => {
    const popular = await listing({ sorting: 'popularity' })
    const scores = popular.groups.product.items.map((item) => item.popularity)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const fresh = (await listing({ sorting: 'new-hits' })).groups.product.items.map((item) => Date.parse(item.createdAt))
    expect(fresh).toEqual([...fresh].sort((a, b) => b - a))
    expect(popular.sortings.map((sorting) => sorting.id)).toEqual(['popularity', 'price-desc', 'price-asc', 'new-hits'])
    expect(popular.sortings.find((sorting) => sorting.active)!.id).toBe('popularity')
  })

  it('answers aggregations with counts and narrows the result by the chosen filters', async () => {
    const all = await search({ count: 48 })
    const category = all.aggregations.find((aggregation) => aggregation.id === 'category')!
    expect(category.values!.length).toBeGreaterThanOrEqual(8)
    expect(category.values!.reduce((sum, value) => sum + value.count, 0)).toBe(all.total)
    const badges = all.aggregations.find((aggregation) => aggregation.id === 'badges')!
    expect(badges.values!.map((value) => value.value).sort()).toEqual(['black-friday', 'online-only', 'sale', 'xmas-deal'])
    const availability = all.aggregations.find((aggregation) => aggregation.id === 'availability')!
    expect(availability.values!.map((value) => value.value).sort()).toEqual(['back-soon', 'few-in-stock', 'in-stock', 'not-available-online', 'sold-out'])

    const sale = badges.values!.find((value) => value.value === 'sale')!
    const onSale = await search({ count: 48, aggregations: { badges: ['sale'] } })
    expect(onSale.total).toBe(sale.count)
    for (const item of onSale.groups.product.items) expect(item.badges).toContain('sale')
    // Disjunctive counts: the chosen facet still offers its other values.
    expect(onSale.aggregations.find((aggregation) => aggregation.id === 'badges')!.values!.find((value) => value.value === 'sale')!.selected).toBe(true)

    const cheap = await listing({ aggregations: { price: { max: 50 }, availability: ['in-stock'] } })
    for (const item of cheap.groups.product.items) {
      expect(item.price).toBeLessThanOrEqual(50)
      expect(item.stockStatus).toBe('in-stock')
    }
    const price = all.aggregations.find((aggregation) => aggregation.id === 'price')!
    expect(price.type).toBe('range')
    expect(price.max).toBeGreaterThan(price.min!)
  })

  it('answers prices in the currency of the store', async () => {
    const pl = await search({ searchPhrase: 'BM 54', count: 1 }, 'demo-pl')
    const gb = await search({ searchPhrase: 'BM 54', count: 1 }, 'demo-gb')
    const de = await search({ searchPhrase: 'BM 54', count: 1 })
    expect(pl.groups.product.items[0]!.price).toBeGreaterThan(de.groups.product.items[0]!.price * 3)
    expect(gb.groups.product.items[0]!.price).toBeLessThan(de.groups.product.items[0]!.price)
  })

  it('refuses an unknown instance with 401 and an unknown sorting with 400', async () => {
    expect((await backend.post('/search', { searchPhrase: 'x' }, { instance: 'demo-zz' })).status).toBe(401)
    const bad = await backend.post('/search', { sorting: 'cheapest' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatch(/sorting/)
  })
})
