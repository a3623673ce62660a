import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { EDITION_KEYS, STORES, type EditionKey } from '../../app.config.ts'
import { storeCodeOfEdition } from '../../app/markets/index.ts'
import { localeOfEdition } from '../../i18n/editions.ts'
import { i18nObject } from '../../i18n/i18n-util.ts'
import { loadAllLocales } from '../../i18n/i18n-util.sync.ts'
import { launchChromium } from './support/browser.ts'

loadAllLocales()

/** Active languages not hidden from alternates (SPEC §1, §2): Spanish is hidden, Indonesian inactive. */
const ALTERNATES = [
  ['de', '/de/'],
  ['it', '/it/'],
  ['en-GB', '/uk/'],
  ['fr', '/fr/'],
  ['nl', '/nl/'],
  ['pl', '/pl/'],
  ['en', '/global/'],
  ['x-default', '/global/'],
]

describe('language editions', () => {
  const shopUrl = inject('shopUrl')
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())

  it.each([...EDITION_KEYS])('the home page of /%s/ has its language, canonical link, alternates and translated texts', async (edition: EditionKey) => {
    const page = await browser.newPage()
    const response = await page.goto(`${shopUrl}/${edition}/`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('html').getAttribute('lang')).toBe(STORES[storeCodeOfEdition(edition)].locale)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${shopUrl}/${edition}/`)
    const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    )
    expect(alternates).toEqual(ALTERNATES.map(([hreflang, path]) => [hreflang, `${shopUrl}${path}`]))
    const LL = i18nObject(localeOfEdition(edition))
    await expect.poll(() => page.getByRole('link', { name: LL.FAVOURITES_WITH_COUNT({ count: 0 }) }).count()).toBe(1)
    expect(await page.getByRole('combobox', { name: LL.SEARCH_LABEL() }).getAttribute('placeholder')).toBe(LL.SEARCH_PLACEHOLDER())
    expect(await page.getByRole('navigation', { name: LL.SELECTOR_LANGUAGE() }).getByRole('link', { name: LL.GERMAN() }).getAttribute('href')).toBe('/de/')
    await page.close()
  })

  it('an unknown edition answers with the 404 error page', async () => {
    const response = await fetch(`${shopUrl}/xx/some-page/`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(i18nObject('fr').PAGE_NOT_FOUND())
  })

  it.each([
    ['/uk/cart', 'en-GB', 'CART'],
    ['/de/favoriten', 'de', 'FAVOURITES'],
    ['/recherche', 'fr', 'SEARCH'],
    ['/pl/order-history/', 'pl', 'ACCOUNT_ORDERS'],
  ] as const)('%s answers with its view in its language', async (path, locale, key) => {
    const response = await fetch(`${shopUrl}${path}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${i18nObject(locale)[key]()}(<|\\s)`))
  })
})

describe('equivalent pages across editions', () => {
  const shopUrl = inject('shopUrl')

  it("a product page's alternates and language choices lead to the same product in every edition (selfLinks)", async () => {
    const html = await (await fetch(`${shopUrl}/de/p/1001/`)).text()
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => [hreflang, href])
    expect(alternates).toEqual(ALTERNATES.map(([hreflang, path]) => [hreflang, `${shopUrl}${path}p/1001/`]))
    expect(html).toMatch(/<a href="\/fr\/p\/1001\/"[^>]*hrefLang="fr"|<a[^>]*href="\/fr\/p\/1001\/"/)
  })
})
