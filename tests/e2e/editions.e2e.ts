import { describe, expect } from 'vitest'
import { EDITION_KEYS, STORES, type EditionKey } from '../../app.config.ts'
import { storeCodeOfEdition } from '../../app/markets/index.ts'
import { i18nObject } from '../../i18n/i18n-util.ts'
import { test } from './support/shop-page.ts'
import { textsOf } from './support/texts.ts'

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
  test.for<EditionKey>([...EDITION_KEYS])('the home page of /%s/ has its language, canonical link, alternates and translated texts', async (edition, { page, shopUrl }) => {
    const response = await page.goto(`${shopUrl}/${edition}/`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('html').getAttribute('lang')).toBe(STORES[storeCodeOfEdition(edition)].locale)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${shopUrl}/${edition}/`)
    const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    )
    expect(alternates).toEqual(ALTERNATES.map(([hreflang, path]) => [hreflang, `${shopUrl}${path}`]))
    const LL = textsOf(edition)
    await expect.poll(() => page.getByRole('link', { name: LL.FAVOURITES_WITH_COUNT({ count: 0 }) }).count()).toBe(1)
    expect(await page.getByRole('combobox', { name: LL.SEARCH_LABEL() }).getAttribute('placeholder')).toBe(LL.SEARCH_PLACEHOLDER())
    expect(await page.getByRole('navigation', { name: LL.SELECTOR_LANGUAGE() }).getByRole('link', { name: LL.GERMAN() }).getAttribute('href')).toBe('/de/')
  })

  test('an unknown edition answers with the 404 error page', async ({ shopUrl }) => {
    const response = await fetch(`${shopUrl}/xx/some-page/`)
    expect(response.status).toBe(404)
    // The error page in French: its actions are the dictionary's, its heading and text the error snippet's (SPEC §8).
    const html = await response.text()
    expect(html).toMatch(/<section class="error-page"/)
    expect(html).toContain(`>${i18nObject('fr').ERROR_PAGE_HOMEPAGE()}</a>`)
  })

  test.for([
    ['/uk/cart', 'en-GB', 'CART'],
    ['/de/favoriten', 'de', 'FAVOURITES'],
    ['/recherche', 'fr', 'SEARCH'],
    ['/pl/login/', 'pl', 'LOGIN_PAGE_HEADING'],
  ] as const)('%s answers with its view in its language', async ([path, locale, key], { shopUrl }) => {
    const response = await fetch(`${shopUrl}${path}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${i18nObject(locale)[key]()}(<|\\s)`))
  })

  test('an account page sends a visitor to its edition’s login page, which brings them back', async ({ shopUrl }) => {
    const response = await fetch(`${shopUrl}/pl/order-history/`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const login = new URL(response.headers.get('location') ?? '', shopUrl)
    expect(login.pathname).toBe('/pl/login/')
    expect(login.searchParams.get('return')).toBe('/pl/order-history/')
  })
})

describe('equivalent pages across editions', () => {
  test("a product page's alternates and language choices lead to the same product in every edition (selfLinks)", async ({ shopUrl }) => {
    const html = await (await fetch(`${shopUrl}/de/p/1001/`)).text()
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => [hreflang, href])
    expect(alternates).toEqual(ALTERNATES.map(([hreflang, path]) => [hreflang, `${shopUrl}${path}p/1001/`]))
    expect(html).toMatch(/<a href="\/fr\/p\/1001\/"[^>]*hrefLang="fr"|<a[^>]*href="\/fr\/p\/1001\/"/)
  })
})
