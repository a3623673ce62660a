import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
}
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }

const GLOBAL = textsOf('global')
const FR = textsOf('fr')
const NL = textsOf('nl')

const shownTiles = (page: Page) => page.locator('.product-grid > li:visible')
const totalOf = async (page: Page) => Number(await page.locator('.load-more__bar').getAttribute('max'))

/** Clicks load more until the listing has shown everything; answers how many clicks it took. */
async function loadToTheEnd(page: Page, loadMore: string): Promise<number> {
  const button = page.getByRole('button', { name: loadMore })
  let clicks = 0
  while (await button.isVisible()) {
    const before = await shownTiles(page).count()
    await button.click()
    clicks += 1
    await expect.poll(() => shownTiles(page).count()).toBeGreaterThan(before)
  }
  return clicks
}

describe('load more reaches the end of a large listing (SPEC §9: page size × page, the content platform answers 200 at most per request)', () => {
  test('at 1280 px every product of a search for "e" can be reached with load more, and the last page opened directly is the same listing', async ({ openTab, shopUrl }) => {
    const page = await openTab(DESKTOP)
    await visit(page, `${shopUrl}/search-global?searchPhrase=e`)
    const total = await totalOf(page)
    // Its last page asks for more than the 200 products the content platform answers at once.
    expect(Math.ceil(total / 48) * 48).toBeGreaterThan(200)
    expect(await loadToTheEnd(page, GLOBAL.LOAD_MORE())).toBe(Math.ceil(total / 48) - 1)
    expect(await shownTiles(page).count()).toBe(total)
    expect(await page.getByText(GLOBAL.PAGE_NOT_FOUND()).count()).toBe(0)
    expect(await page.locator('.load-more__progress').textContent()).toBe(GLOBAL.LISTING_PROGRESS({ shown: total, total }))
    const lastPage = new URL(page.url()).searchParams.get('page')
    expect(lastPage).toBe(String(Math.ceil(total / 48)))

    const reloaded = await visit(page, page.url())
    expect(reloaded?.status()).toBe(200)
    expect(await shownTiles(page).count()).toBe(total)
  })

  test('at 390 px load more reaches the end 30 at a time, and a page past the last shows the listing’s end, not a 404', async ({ openTab, shopUrl }) => {
    const page = await openTab(PHONE)
    await visit(page, `${shopUrl}/recherche?searchPhrase=e`)
    const total = await totalOf(page)
    expect(await loadToTheEnd(page, FR.LOAD_MORE())).toBe(Math.ceil(total / 30) - 1)
    expect(await shownTiles(page).count()).toBe(total)

    for (const pageNumber of ['10', '999']) {
      const response = await visit(page, `${shopUrl}/fr/c/tensiometres/?page=${pageNumber}`)
      expect(response?.status()).toBe(200)
      expect(await page.getByText(FR.PAGE_NOT_FOUND()).count()).toBe(0)
      const categoryTotal = await totalOf(page)
      expect(await shownTiles(page).count()).toBe(categoryTotal)
      expect(await page.getByRole('button', { name: FR.LOAD_MORE() }).count()).toBe(0)
    }
  })
})

describe('a listing that finds nothing', () => {
  test('at 1280 px says that no products match, hides the progress of 0 of 0, and its reset shows the products again', async ({ openTab, shopUrl }) => {
    const page = await openTab(DESKTOP)
    await visit(page, `${shopUrl}/nl/c/bloeddrukmeters/?price=1000-`)
    await expect.poll(() => page.getByText(NL.LISTING_NO_RESULTS()).isVisible()).toBe(true)
    expect(await page.locator('.load-more__progress').count()).toBe(0)
    await page.getByRole('button', { name: NL.FILTER_RESET() }).click()
    await expect.poll(() => shownTiles(page).count()).toBeGreaterThan(0)
    expect(new URL(page.url()).searchParams.has('price')).toBe(false)
    expect(await page.getByText(NL.LISTING_NO_RESULTS()).count()).toBe(0)
  })

  test('at 390 px, opened from a stale link with a brand no facet lists, offers the reset all the same', async ({ openTab, shopUrl }) => {
    const page = await openTab(PHONE)
    await visit(page, `${shopUrl}/fr/c/tensiometres/?manufacturer=nope`)
    expect(await page.getByText(FR.LISTING_NO_RESULTS()).isVisible()).toBe(true)
    await page.getByRole('button', { name: FR.FILTER_RESET() }).click()
    await expect.poll(() => shownTiles(page).count()).toBeGreaterThan(0)
    expect(new URL(page.url()).searchParams.has('manufacturer')).toBe(false)
  })
})

describe('a search without a phrase (SPEC §5 "Search input: required")', () => {
  for (const [width, options] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    test(`at ${width} px asks for a search term instead of listing the catalogue, with spaces alone too`, async ({ openTab, shopUrl }) => {
      const page = await openTab(options)
      for (const address of ['/recherche', '/recherche?searchPhrase=', '/recherche?searchPhrase=%20%20%20']) {
        await visit(page, `${shopUrl}${address}`)
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(FR.SEARCH())
        expect(await page.locator('main').getByText(FR.SEARCH_REQUIRED()).isVisible()).toBe(true)
        expect(await shownTiles(page).count()).toBe(0)
      }
    })
  }
})
