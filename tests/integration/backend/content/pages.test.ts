import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITIONS } from '../../../../backend/content/editions.ts'
import { startContentBackend, type ContentBackend } from '../../../support/content-backend.ts'

interface PageReply {
  status: number
  language: string
  edition: string
  data: Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary reply fields
}

describe('content platform: pages', () => {
  let backend: ContentBackend
  beforeAll(async () => {
    backend = await startContentBackend()
  })
  afterAll(() => backend.stop({ removeData: true }))

  const page = async (url: string, instance = 'demo-de', extra: Record<string, unknown> = {}) => {
    const response = await backend.post('/page', { url, ...extra }, { instance })
    return { http: response.status, body: (await response.json()) as PageReply }
  }

  it.each(EDITIONS.map((edition) => [edition.key, edition]))('answers the home page of the %s edition with its language, self links and content', async (_key, edition) => {
    const { http, body } = await page(`/${edition.key}/`, `demo-${edition.storeCode}`)
    expect(http).toBe(200)
    expect(body.status).toBe(200)
    expect(body.language).toBe(edition.language)
    expect(body.data.type).toBe('page')
    expect(body.data.self.url).toBe(`/${edition.key}/`)
    expect(Object.keys(body.data.self.selfLinks).sort()).toEqual(EDITIONS.map((e) => e.key).sort())
    expect(body.data.self.selfLinks.uk).toBe('/uk/')
    expect(body.data.metadata.description.length).toBeGreaterThan(10)
    expect(body.data.config.top.elements).toEqual([])
    const components = body.data.contentElements.top.map((element: { component: string }) => element.component)
    expect(components).toContain('hero')
    const slider = body.data.contentElements.top.find((element: { component: string }) => element.component === 'product-slider')
    expect(slider.properties.content.products).toHaveLength(8)
    expect(slider.properties.content.products[0].currency).toBe(edition.currency)
  })

  it('writes page texts in each language', async () => {
    const de = await page('/de/')
    const fr = await page('/fr/', 'demo-fr')
    const id = await page('/id/', 'demo-id')
    expect(de.body.data.metadata.title).toBe('Gesundheit und Wohlbefinden zu Hause')
    expect(fr.body.data.metadata.title).toBe('Santé et bien-être à la maison')
    expect(id.body.data.metadata.title).toBe('Kesehatan dan kebugaran di rumah')
  })

  it('accepts home links without trailing slash and store-code prefixes', async () => {
    expect((await page('/nl', 'demo-nl')).body.data.id).toBe('home-nl')
    expect((await page('/gb/', 'demo-gb')).body.data.id).toBe('home-uk')
  })

  it('answers a category page with the first 48 products, the total and the aggregations', async () => {
    const { body } = await page('/de/c/blutdruckmessgeraete/', 'demo-de', { count: 48 })
    expect(body.data.type).toBe('category')
    expect(body.data.category.id).toBe('blood-pressure')
    expect(body.data.listingConstraints).toEqual({ category: 'blood-pressure' })
    expect(body.data.listing.total).toBeGreaterThan(100)
    expect(body.data.listing.groups.product.items).toHaveLength(48)
    expect(body.data.listing.aggregations.map((a: { id: string }) => a.id)).toEqual(['category', 'manufacturer', 'price', 'badges', 'availability'])
    expect(body.data.self.selfLinks.fr).toBe('/fr/c/tensiometres/')
    expect(body.data.self.selfLinks.global).toBe('/global/c/blood-pressure-monitors/')
  })

  it('pages through a category with count and offset (load more)', async () => {
    const ids = new Set<string>()
    let total = 0
    for (const offset of [0, 48, 96]) {
      const { body } = await page('/de/c/blutdruckmessgeraete/', 'demo-de', { count: 48, offset })
      total = body.data.listing.total
      for (const item of body.data.listing.groups.product.items) ids.add(item.id)
      expect(body.data.listing.offset).toBe(offset)
    }
    expect(ids.size).toBe(total)
  })

  it('accepts /global/c/ paths rewritten to /en/c/ and answers the global edition', async () => {
    const rewritten = await page('/en/c/blood-pressure-monitors/', 'demo-en')
    const plain = await page('/global/c/blood-pressure-monitors/', 'demo-en')
    expect(rewritten.body.data.id).toBe(plain.body.data.id)
    expect(rewritten.body.data.self.url).toBe('/global/c/blood-pressure-monitors/')
    expect(rewritten.body.edition).toBe('global')
  })

  it('answers a manufacturer page with its listing', async () => {
    const { body } = await page('/fr/m/nordwind/', 'demo-fr')
    expect(body.data.type).toBe('manufacturer')
    expect(body.data.listing.total).toBeGreaterThan(5)
    for (const item of body.data.listing.groups.product.items) expect(item.manufacturer_title).toBe('Nordwind')
  })

  it('answers a product-group page with all detail sections and commerce variant ids', async () => {
    const { body } = await page('/de/p/1111/')
    expect(body.data.type).toBe('product-group')
    const [product] = body.data.products
    expect(product.id).toBe('1111')
    expect(product.title).toMatch(/^Blutdruck-Set BMS/)
    expect(product.articleNumber).toBeTruthy()
    for (const section of ['functions', 'technicalData', 'faq', 'accessories', 'spareParts', 'deliveryScope', 'files', 'bundleProducts']) {
      expect(product[section], section).not.toHaveLength(0)
    }
    expect(product.files.map((file: { type: string }) => file.type)).toEqual(['instructions', 'datasheet'])
    expect(product.bundleProductsIds).toHaveLength(3)
    expect(product.reviews).toHaveProperty('average')
    expect(product.priceHistory.length).toBeGreaterThan(10)
    expect(typeof product.rrpAllowed).toBe('boolean')
    expect(product.recycling_class).toMatch(/^WEEE/)
    expect(typeof product.recycling_price).toBe('number')
    expect(product.selfLinks.uk).toBe('/uk/p/1111/')
    expect(product.attributeStr.length).toBeGreaterThan(0)
    const variant = product.variants[0]
    expect(Buffer.from(variant.id, 'base64').toString()).toBe(`gid://shopify/ProductVariant/${variant.variantId}`)
    expect(variant.stockStatus).toMatch(/in-stock|few-in-stock|back-soon|sold-out|not-available-online/)
  })

  it('shows sizes and colour variants as variant components', async () => {
    const cuff = (await page('/uk/p/1099/', 'demo-gb')).body.data.products[0]
    expect(cuff.sizes.map((size: { title: string }) => size.title)).toEqual(['S (17–22 cm)', 'M (22–36 cm)', 'L (36–44 cm)'])
    expect(cuff.bottomSize).toBe('S (17–22 cm)')
    expect(cuff.topSize).toBe('L (36–44 cm)')
    expect(cuff.currency).toBe('GBP')
    expect(cuff.variantComponents[0].type).toBe('size')
    const gun = (await page('/de/p/1153/')).body.data.products[0]
    expect(gun.colorVariants.map((colour: { colour: string }) => colour.colour)).toEqual(['black', 'grey', 'blue'])
    expect(gun.colorVariants[0].title).toBe('Schwarz')
  })

  it('answers the bundle page with its slots and, when asked, one slot', async () => {
    const { body } = await page('/de/b/blutdruck-starter-set/', 'demo-de', { slot: 'cuff' })
    expect(body.data.type).toBe('bundle')
    const bundle = body.data.bundles['bp-starter']
    expect(bundle.slots.map((slot: { id: string }) => slot.id)).toEqual(['monitor', 'cuff', 'extra'])
    expect(bundle.slots[0].products).toHaveLength(4)
    expect(body.data.slot.id).toBe('cuff')
  })

  it('answers the webedition page and German blog posts', async () => {
    expect((await page('/nl/w/gezondheidsmagazine/', 'demo-nl')).body.data.type).toBe('webedition')
    const post = (await page('/de/blog/blutdruck-richtig-messen/')).body
    expect(post.data.type).toBe('post')
    expect(post.data.post.author).toBeTruthy()
    expect(post.data.self.selfLinks.fr).toBe('/fr/')
    expect((await page('/de/blog/')).body.data.contentElements.top[0].properties.content.items).toHaveLength(3)
  })

  it.each([
    ['/fr/politique-de-protecton-des-donnees/', 'demo-fr'],
    ['/nl/privacybeleid/', 'demo-nl'],
    ['/pl/polityka-prywatnosci/', 'demo-pl'],
    ['/uk/data-protection/', 'demo-gb'],
    ['/id/perlindungan-data/', 'demo-id'],
  ])('answers the privacy page %s, linking the Italian one to its external address', async (url, instance) => {
    const { body } = await page(url, instance)
    expect(body.status).toBe(200)
    expect(body.data.self.url).toBe(url)
    expect(body.data.self.selfLinks.it).toMatch(/^https:\/\//)
  })

  it('answers an old URL with a permanent redirect to the new one', async () => {
    const { body } = await page('/de/blutdruckmessgeraete/')
    expect(body.data.type).toBe('redirect')
    expect(body.data.target).toBe('/de/c/blutdruckmessgeraete/')
    expect(body.data.statusCode).toBe(301)
  })

  it('answers a page that defines a minimized header and footer', async () => {
    const { body } = await page('/de/winteraktion/')
    const components = body.data.config.top.elements.map((element: { component: string }) => element.component)
    expect(components).toEqual(['header-minimized', 'footer-minimized'])
    const header = body.data.config.top.elements[0].properties.content
    expect(header.logo.image).toBeTruthy()
    expect(header.button.visible).toBe(true)
    expect(header.menu.length).toBeGreaterThan(0)
    expect(typeof header.background.inverted).toBe('boolean')
  })

  it('answers the search route of an edition as a search page', async () => {
    const { body } = await page('/recherche', 'demo-fr', { searchPhrase: 'thermometre', isSearch: true })
    expect(body.data.id).toBe('search-fr')
    expect(body.data.search.total).toBeGreaterThan(0)
  })

  it('answers an unknown URL with 404 and the error content', async () => {
    const { http, body } = await page('/de/gibt-es-nicht/')
    expect(http).toBe(404)
    expect(body.status).toBe(404)
    const error = body.data.contentElements.top[0]
    expect(error.component).toBe('error-page')
    expect(error.properties.content.not_found.heading).toBe('Seite nicht gefunden')
    expect(error.properties.content.error.heading).toBeTruthy()
    expect((await page('/de/p/999999/')).http).toBe(404)
  })

  it('refuses an unknown store instance with 401', async () => {
    expect((await page('/de/', 'demo-xx')).http).toBe(401)
    expect((await backend.post('/page', { url: '/de/' }, { instance: null })).status).toBe(401)
  })

  it('refuses a bad body with 400 and a message', async () => {
    const response = await backend.post('/page', { url: '/de/', count: -1 })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/count/)
    const notJson = await fetch(`${backend.url}/page`, { method: 'POST', headers: { 'x-store-instance': 'demo-de' }, body: '{' })
    expect(notJson.status).toBe(400)
  })
})
