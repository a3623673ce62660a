import { describe, expect, it } from 'vitest'
import { buildMenu } from '../../../../backend/seed/menus.ts'
import { buildPages } from '../../../../backend/seed/pages.ts'
import { buildProducts } from '../../../../backend/seed/products.ts'
import { buildSnippets } from '../../../../backend/seed/snippets.ts'
import { LANGUAGES } from '../../../../backend/stores.ts'

describe('demo catalogue', () => {
  const products = buildProducts()

  it('holds at least 150 products in at least 8 categories, one with more than 100', () => {
    expect(products.length).toBeGreaterThanOrEqual(150)
    const perCategory = new Map<string, number>()
    for (const product of products) perCategory.set(product.categoryId, (perCategory.get(product.categoryId) ?? 0) + 1)
    expect(perCategory.size).toBeGreaterThanOrEqual(8)
    expect(Math.max(...perCategory.values())).toBeGreaterThan(100)
  })

  it('is deterministic: the same ids, prices and stock on every build', () => {
    const again = buildProducts()
    expect(again.map((p) => [p.id, p.variants.map((v) => [v.id, v.prices.EUR.amount, v.stock])])).toEqual(products.map((p) => [p.id, p.variants.map((v) => [v.id, v.prices.EUR.amount, v.stock])]))
  })

  it('has unique product ids, variant ids, handles, article numbers and SKUs', () => {
    const unique = (values: Array<string | number>) => new Set(values).size === values.length
    expect(unique(products.map((p) => p.id))).toBe(true)
    expect(unique(products.flatMap((p) => p.variants.map((v) => v.id)))).toBe(true)
    expect(unique(products.map((p) => p.handle))).toBe(true)
    expect(unique(products.map((p) => p.articleNumber))).toBe(true)
    expect(unique(products.flatMap((p) => p.variants.map((v) => v.sku)))).toBe(true)
  })

  it('writes titles and descriptions in every catalogue language', () => {
    for (const product of products) {
      for (const language of LANGUAGES) {
        expect(product.titles[language], `${product.id} ${language}`).toMatch(/\S/)
        expect(product.descriptions[language]).not.toMatch(/\{\w+\}/)
      }
    }
  })

  it('covers every badge, every stock situation, sizes, colours, RRPs both allowed and not, and purchase limits', () => {
    const badges = new Set(products.flatMap((p) => p.details.badges))
    expect([...badges].sort()).toEqual(['black-friday', 'online-only', 'sale', 'xmas-deal'])
    expect(products.some((p) => p.variants.every((v) => !v.availableOnline))).toBe(true)
    expect(products.some((p) => p.details.restockExpected && p.variants.every((v) => v.stock === 0))).toBe(true)
    expect(products.some((p) => !p.details.restockExpected && p.variants.every((v) => v.stock === 0))).toBe(true)
    expect(products.some((p) => p.variants.some((v) => v.stock > 0 && v.stock < 6))).toBe(true)
    expect(products.some((p) => p.variants.some((v) => v.options.size))).toBe(true)
    expect(products.some((p) => p.variants.some((v) => v.options.colour))).toBe(true)
    expect(products.some((p) => p.purchaseLimit !== null)).toBe(true)
    const withRrp = products.filter((p) => p.details.rrp)
    const allowed = (p: (typeof products)[number]) => p.details.priceHistory.EUR.some((point) => point.amount >= p.details.rrp!.EUR)
    expect(withRrp.some(allowed)).toBe(true)
    expect(withRrp.some((p) => !allowed(p))).toBe(true)
  })

  it('prices every variant in EUR, PLN and GBP', () => {
    for (const variant of products.flatMap((p) => p.variants)) {
      expect(variant.prices.EUR.amount).toBeGreaterThan(0)
      expect(variant.prices.PLN.amount).toBeGreaterThan(variant.prices.EUR.amount)
      expect(variant.prices.GBP.amount).toBeGreaterThan(0)
    }
  })

  it('gives every stored page a unique URL with leading and trailing slash', () => {
    const pages = buildPages(products)
    expect(new Set(pages.map((page) => page.url)).size).toBe(pages.length)
    for (const page of pages) expect(page.url).toMatch(/^\/[a-z]+\/(.+\/)?$/)
    expect(pages.filter((page) => page.type === 'post').every((page) => page.url.startsWith('/de/blog/'))).toBe(true)
  })

  it('builds snippets and menus for every edition', () => {
    expect(buildSnippets()).toHaveLength(9 * 10)
    expect(buildMenu('de').some((item) => item.code === 'blog')).toBe(true)
    expect(buildMenu('fr').some((item) => item.code === 'blog')).toBe(false)
  })
  it("promises free shipping from the edition's own threshold, in its currency and written as the edition writes its prices, wherever the content names it", () => {
    const snippets = buildSnippets()
    const textsOf = (edition: string, snippetId: string) => JSON.stringify(snippets.find((snippet) => snippet.edition === edition && snippet.snippetId === snippetId)?.data)
    for (const [edition, amount] of [['uk', '£39'], ['pl', '199\u00a0zł'], ['de', '49\u00a0€'], ['global', '49\u00a0€'], ['id', '49\u00a0€']] as const) {
      const shipping = JSON.parse(textsOf(edition, 'cart-snippets')).config.top.elements[0].properties.content
      expect(Number(amount.replace(/\D/g, '')), edition).toBe(shipping.rate.orderMinPrice)
      for (const snippetId of ['header-snippet', 'cart-flyout-snippet', 'cart-snippets']) expect(textsOf(edition, snippetId), `${edition} ${snippetId}`).toContain(amount)
    }
    expect(JSON.stringify(snippets)).not.toContain('{amount}')
  })
})
