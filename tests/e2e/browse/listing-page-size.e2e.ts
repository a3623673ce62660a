import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const LL = textsOf('de')
/** The blood pressure category: more than two desktop pages of products. */
const CATEGORY = '/de/c/blutdruckmessgeraete/'

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
}
const TABLET_LANDSCAPE: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  hasTouch: true,
}
/** A desktop browser (its own user agent) in a window as narrow as a tablet. */
const NARROW_DESKTOP: BrowserContextOptions = { viewport: { width: 800, height: 900 } }

const allTiles = (page: Page) => page.locator('.product-grid > li')
const shownTiles = (page: Page) => page.locator('.product-grid > li:visible')

async function progress(page: Page, shown: number) {
  const total = Number(await page.locator('.load-more__bar').getAttribute('max'))
  return { text: await page.locator('.load-more__progress').textContent(), expected: LL.LISTING_PROGRESS({ shown, total }) }
}

describe('listing page size (SPEC §9: 48 per page on desktop, 30 on mobile and tablet)', () => {
  test('a phone shows 30 tiles, rendered so by the server, and load more shows 60', async ({ openTab, shopUrl }) => {
    const page = await openTab(PHONE)
    await visit(page, `${shopUrl}${CATEGORY}`)
    expect(await allTiles(page).count()).toBe(30)
    expect(await shownTiles(page).count()).toBe(30)
    const before = await progress(page, 30)
    expect(before.text).toBe(before.expected)
    await page.getByRole('button', { name: LL.LOAD_MORE() }).click()
    await expect.poll(() => shownTiles(page).count()).toBe(60)
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
  })

  test('a desktop browser in a narrow window sees 30 of the 48 the server rendered, before and after the page runs, and load more shows 60', async ({ openTab, shopUrl }) => {
    // Without the page's scripts: what the server's HTML and the stylesheet show on first paint.
    const firstPaint = await openTab({ ...NARROW_DESKTOP, javaScriptEnabled: false })
    await firstPaint.goto(`${shopUrl}${CATEGORY}`)
    expect(await allTiles(firstPaint).count()).toBe(48)
    expect(await shownTiles(firstPaint).count()).toBe(30)

    const page = await openTab(NARROW_DESKTOP)
    await visit(page, `${shopUrl}${CATEGORY}`)
    expect(await shownTiles(page).count()).toBe(30)
    await expect.poll(async () => (await progress(page, 30)).text).toBe((await progress(page, 30)).expected)
    await page.getByRole('button', { name: LL.LOAD_MORE() }).click()
    await expect.poll(() => shownTiles(page).count()).toBe(60)
    expect(await allTiles(page).count()).toBe(60)
  })

  test('a tablet held landscape gets a mobile page from the server and completes its desktop page of 48 in place', async ({ openTab, shopUrl }) => {
    const page = await openTab(TABLET_LANDSCAPE)
    await visit(page, `${shopUrl}${CATEGORY}`)
    await expect.poll(() => shownTiles(page).count()).toBe(48)
    expect(new URL(page.url()).search).toBe('')
    await page.getByRole('button', { name: LL.LOAD_MORE() }).click()
    await expect.poll(() => shownTiles(page).count()).toBe(96)
  })
})
