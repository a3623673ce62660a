import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITIONS } from '../../../../backend/content/editions.ts'
import { startContentBackend, type ContentBackend } from '../../../support/content-backend.ts'

interface Element {
  component: string
  properties: { content: Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary content
}
type SnippetReply = Array<{ data: { snippetId: string; config: { top: { elements: Element[] } } } }>
interface MenuItem {
  uuid: string
  code: string
  text: Record<string, string>
  link: Record<string, string>
  children: MenuItem[]
  css: string
  flagIcon: string | null
  lastLevel: boolean
  deliveryItem: boolean
}

const SNIPPET_IDS = ['header-snippet', 'flyout-snippet', 'cart-flyout-snippet', 'cart-snippets', 'product-highlight-snippet', 'storefront-settings', 'footer-snippet', 'error-snippet', 'badges-snippet']

describe('content platform: snippets and menu', () => {
  let backend: ContentBackend
  beforeAll(async () => {
    backend = await startContentBackend()
  })
  afterAll(() => backend.stop({ removeData: true }))

  const snippets = async (snippetIds: string[], instance = 'demo-de') => {
    const response = await backend.post('/snippets', { snippetIds, constraints: {} }, { instance })
    expect(response.status).toBe(200)
    return (await response.json()) as SnippetReply
  }
  const elementsOf = (reply: SnippetReply, id: string) => reply.find((entry) => entry.data.snippetId === id)!.data.config.top.elements

  it.each(EDITIONS.map((edition) => [edition.key, edition.storeCode]))('answers every snippet id of SPEC §3 for the %s edition, in the asked order', async (_key, storeCode) => {
    const reply = await snippets(SNIPPET_IDS, `demo-${storeCode}`)
    expect(reply.map((entry) => entry.data.snippetId)).toEqual(SNIPPET_IDS)
    for (const entry of reply) expect(entry.data.config.top.elements.length, entry.data.snippetId).toBeGreaterThan(0)
  })

  it('answers the header with promotions and a submenu of categories and articles', async () => {
    const [promotions, submenu] = elementsOf(await snippets(['header-snippet']), 'header-snippet')
    expect(promotions!.component).toBe('header-promotions')
    expect(promotions!.properties.content.items).toHaveLength(3)
    expect(submenu!.component).toBe('header-submenu')
    expect(submenu!.properties.content.categories[0].columns).toHaveLength(8)
    expect(submenu!.properties.content.articles[0]).toHaveProperty('button_url')
  })

  it('answers flyout banners with image, altText, caption, linkText and linkURL', async () => {
    const banner = elementsOf(await snippets(['flyout-snippet']), 'flyout-snippet')[0]!.properties.content
    expect(Object.keys(banner)).toEqual(expect.arrayContaining(['image', 'altText', 'caption', 'linkText', 'linkURL']))
  })

  it('answers the footer with all its sections', async () => {
    const components = elementsOf(await snippets(['footer-snippet']), 'footer-snippet').map((element) => element.component)
    expect(components).toEqual(['newsletter-snippet', 'footer-link', 'footer-contact', 'footer-payment', 'footer-shipping', 'footer-social', 'footer-app', 'footer-text', 'footer-info'])
  })

  it('answers the cart shipping rate per currency and the free-shipping products', async () => {
    for (const [instance, currency, threshold] of [['demo-de', 'EUR', 49], ['demo-pl', 'PLN', 199], ['demo-gb', 'GBP', 39]] as const) {
      const shipping = elementsOf(await snippets(['cart-snippets', 'cart-shipping'], instance), 'cart-shipping')[0]!
      expect(shipping.component).toBe('cart-shipping')
      expect(shipping.properties.content.rate).toMatchObject({ orderMinPrice: threshold, currency })
      expect(shipping.properties.content.freeShippingProducts.length).toBeGreaterThan(0)
      const inCart = elementsOf(await snippets(['cart-snippets'], instance), 'cart-snippets').find((element) => element.component === 'cart-shipping')!
      expect(inCart.properties.content.rate.orderMinPrice).toBe(threshold)
    }
  })

  it('answers storefront settings in the first top element and product highlights with live products', async () => {
    const reply = await snippets(['storefront-settings', 'product-highlight-snippet'])
    expect(elementsOf(reply, 'storefront-settings')[0]!.properties.content.isCatalogueMode).toBe(false)
    expect(elementsOf(reply, 'product-highlight-snippet')[0]!.properties.content.products).toHaveLength(4)
  })

  it('answers the error snippet with not_found and error content, and the badges', async () => {
    const reply = await snippets(['error-snippet', 'badges-snippet'], 'demo-fr')
    const error = elementsOf(reply, 'error-snippet')[0]!.properties.content
    expect(error.not_found.heading).toBe('Page introuvable')
    expect(error.error.heading).toBeTruthy()
    const badges = elementsOf(reply, 'badges-snippet')[0]!.properties.content.badges
    expect(badges.map((badge: { id: string }) => badge.id)).toEqual(['black-friday', 'sale', 'online-only', 'xmas-deal'])
  })

  it('leaves unknown snippet ids out and refuses an empty list', async () => {
    expect(await snippets(['nope', 'footer-snippet'])).toHaveLength(1)
    expect((await backend.post('/snippets', { snippetIds: [] })).status).toBe(400)
    expect((await backend.post('/snippets', { snippetIds: ['footer-snippet'] }, { instance: 'demo-xx' })).status).toBe(401)
  })

  it('answers the menu with text and link per edition, uuid, children, css, flag icon, last level, delivery items and code', async () => {
    const response = await backend.get('/menu', { instance: 'demo-gb' })
    expect(response.status).toBe(200)
    const { menu } = (await response.json()) as { menu: MenuItem[] }
    const products = menu.find((item) => item.code === 'products')!
    expect(products.children).toHaveLength(8)
    expect(products.lastLevel).toBe(false)
    expect(products.children[0]!.lastLevel).toBe(true)
    expect(products.text.de).toBe('Produkte')
    expect(products.children[0]!.link.uk).toBe('/uk/c/blood-pressure-monitors/')
    expect(products.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(products.css).toBeTruthy()
    const delivery = menu.find((item) => item.deliveryItem)!
    expect(delivery.children.map((child) => child.code)).toEqual(EDITIONS.map((edition) => edition.storeCode))
    expect(delivery.children.every((child) => child.flagIcon)).toBe(true)
    expect(menu.some((item) => item.code === 'blog')).toBe(false)
    const german = (await (await backend.get('/menu')).json()) as { menu: MenuItem[] }
    expect(german.menu.some((item) => item.code === 'blog')).toBe(true)
  })

  it('refuses the menu to an unknown instance', async () => {
    expect((await backend.get('/menu', { instance: 'nobody' })).status).toBe(401)
  })
})
