import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { localeOfEdition } from '../../../i18n/editions.ts'
import { i18nObject } from '../../../i18n/i18n-util.ts'
import { loadAllLocales } from '../../../i18n/i18n-util.sync.ts'
import { launchChromium, waitForHydration } from '../support/browser.ts'

loadAllLocales()

const LL = i18nObject(localeOfEdition('de'))
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
  const shopUrl = inject('shopUrl')
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())

  async function open(options: BrowserContextOptions, path = CATEGORY) {
    const context = await browser.newContext(options)
    const page = await context.newPage()
    await page.goto(`${shopUrl}${path}`)
    if (options.javaScriptEnabled !== false) await waitForHydration(page)
    return page
  }

  it('a phone shows 30 tiles, rendered so by the server, and load more shows 60', async () => {
    const page = await open(PHONE)
    expect(await allTiles(page).count()).toBe(30)
    expect(await shownTiles(page).count()).toBe(30)
    const before = await progress(page, 30)
    expect(before.text).toBe(before.expected)
    await page.getByRole('button', { name: LL.LOAD_MORE() }).click()
    await expect.poll(() => shownTiles(page).count()).toBe(60)
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    await page.context().close()
  })

  it('a desktop browser in a narrow window sees 30 of the 48 the server rendered, before and after the page runs, and load more shows 60', async () => {
    // Without the page's scripts: what the server's HTML and the stylesheet show on first paint.
    const firstPaint = await open({ ...NARROW_DESKTOP, javaScriptEnabled: false })
    expect(await allTiles(firstPaint).count()).toBe(48)
    expect(await shownTiles(firstPaint).count()).toBe(30)
    await firstPaint.context().close()

    const page = await open(NARROW_DESKTOP)
    expect(await shownTiles(page).count()).toBe(30)
    await expect.poll(async () => (await progress(page, 30)).text).toBe((await progress(page, 30)).expected)
    await page.getByRole('button', { name: LL.LOAD_MORE() }).click()
    await expect.poll(() => shownTiles(page).count()).toBe(60)
    expect(await allTiles(page).count()).toBe(60)
    await page.context().close()
  })

  it('a tablet held landscape gets a mobile page from the server and completes its desktop page of 48 in place', async () => {
    const page = await open(TABLET_LANDSCAPE)
    await expect.poll(() => shownTiles(page).count()).toBe(48)
    expect(new URL(page.url()).search).toBe('')
    await page.getByRole('button', { name: LL.LOAD_MORE() }).click()
    await expect.poll(() => shownTiles(page).count()).toBe(96)
    await page.context().close()
  })
})
