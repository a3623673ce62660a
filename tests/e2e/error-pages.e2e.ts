import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { visit } from './support/browser.ts'
import { test } from './support/shop-page.ts'
import { textsOf } from './support/texts.ts'

/** The spec's error page (SPEC §2 "Error page", §8): its heading, go back, and the homepage from its translation. */
async function errorPageOf(page: Page) {
  const main = page.getByRole('main')
  return {
    heading: await main.getByRole('heading', { level: 1 }).textContent(),
    goBack: main.getByRole('button', { name: textsOf('de').ERROR_PAGE_GOBACK() }),
    home: main.getByRole('link', { name: textsOf('de').ERROR_PAGE_HOMEPAGE() }),
  }
}

/** A root that fails to settle answers 500 with the same page: tests/unit/views/route-error-pages.test.tsx, as nothing a shopper sends makes it fail. */
describe('the error pages', () => {
  const LL = textsOf('de')

  test('an unknown path of an edition answers 404 with the not-found page of its error content, in its frame', async ({ page, shopUrl }) => {
    const response = await visit(page, `${shopUrl}/de/diese-seite-gibt-es-nicht/`)
    expect(response?.status()).toBe(404)
    const errorPage = await errorPageOf(page)
    expect(errorPage.heading).toBe('Seite nicht gefunden')
    expect(await errorPage.goBack.count()).toBe(1)
    expect(await errorPage.home.getAttribute('href')).toBe('/de/')
    expect(await page.getByRole('combobox', { name: LL.SEARCH_LABEL() }).count()).toBe(1)
  })

  test('an address with an escape that is no text answers 404 with the edition’s not-found page, never a blank page', async ({ page, shopUrl }) => {
    for (const [path, readable] of [['/de/%FF/', '/de/%25FF/'], ['/de/ratgeber/%C3', '/de/ratgeber/%25C3'], ['/de/100%/', '/de/100%25/']] as const) {
      const response = await visit(page, `${shopUrl}${path}`)
      expect(response?.status(), path).toBe(404)
      expect(new URL(page.url()).pathname, path).toBe(readable)
      expect((await errorPageOf(page)).heading, path).toBe('Seite nicht gefunden')
    }
  })

  test('an order number that is none answers 404 with the not-found page in the edition’s language, and goes home from a fresh tab', async ({ page, shopUrl }) => {
    const response = await visit(page, `${shopUrl}/de/order-history/keine-nummer/`)
    expect(response?.status()).toBe(404)
    expect(await page.title()).toBe(LL.PAGE_NOT_FOUND())
    const errorPage = await errorPageOf(page)
    expect(errorPage.heading).toBe(LL.PAGE_NOT_FOUND())
    expect(await page.getByRole('heading', { name: LL.ERROR_PAGE_DEFAULT_HEADING() }).count()).toBe(0)
    expect(await errorPage.home.getAttribute('href')).toBe(LL.ERROR_PAGE_HOMEPAGE_URL())
    // SPEC §2: with no page of the shop before it, going back goes to the home.
    await Promise.all([page.waitForURL(`${shopUrl}/de/`), errorPage.goBack.click()])
  })

  test.for([
    ['fr', '/fr/c/tensiometres/', '/fr/p/1055x/'],
    ['pl', '/pl/c/cisnieniomierze/', '/pl/p/99999/'],
  ] as const)('in /%s/, going back from a not-found address typed after a page of the shop returns to that page, not home', async ([edition, before, typed], { page, shopUrl }) => {
    await visit(page, `${shopUrl}${before}`)
    // Typed into the address bar: the browser sends no referrer.
    const response = await visit(page, `${shopUrl}${typed}`)
    expect(response?.status()).toBe(404)
    expect(await page.evaluate(() => document.referrer)).toBe('')
    const goBack = page.getByRole('main').getByRole('button', { name: textsOf(edition).ERROR_PAGE_GOBACK() })
    await Promise.all([page.waitForURL(`${shopUrl}${before}`), goBack.click()])
  })

  test('a path below an account page that names none of its pages answers 404 with the not-found page in the shop’s frame, never an account screen', async ({ page, shopUrl }) => {
    for (const path of ['/de/order-history/42/rechnung/', '/de/personal/mehr/', '/de/order-history/keine-nummer/mehr/']) {
      const response = await visit(page, `${shopUrl}${path}`)
      expect(response?.status(), path).toBe(404)
      expect((await errorPageOf(page)).heading, path).toBe('Seite nicht gefunden')
      expect(await page.getByRole('navigation', { name: LL.ACCOUNT_AREA() }).count(), path).toBe(0)
    }
  })
})
