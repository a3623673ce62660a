import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { visit, waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** Holds the shop's scripts back until `release` is called, as a slow phone network would. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Resolves once the page has not scrolled for a second, so a scroll under way, the wheel's or the page's own, has ended. */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quiet = setTimeout(resolve, 1000)
        addEventListener('scroll', () => {
          clearTimeout(quiet)
          quiet = setTimeout(resolve, 1000)
        }, { passive: true })
      }),
  )

describe('the scroll position while a page loads', () => {
  test.for([
    ['de', '/de/', DESKTOP],
    ['pl', '/pl/p/1099/', PHONE],
  ] as const)('in %s, a shopper who scrolls %s before it has hydrated keeps their place once it has', async ([edition, path, viewport], { openTab, shopUrl }) => {
    const page = await openTab({ viewport })
    const release = await holdScripts(page)
    await page.goto(`${shopUrl}${path}`, { waitUntil: 'commit' })
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.mouse.move(viewport.width / 2, viewport.height / 2)
    await expect.poll(async () => {
      await page.mouse.wheel(0, 400)
      return page.evaluate(() => window.scrollY)
    }).toBeGreaterThan(600)
    await scrollSettled(page)
    const place = await page.evaluate(() => window.scrollY)

    release()
    await waitForHydration(page)
    // The back-to-top control is the interface's own: once it shows, the shop's actors run and the router has rendered.
    await page.getByRole('button', { name: textsOf(edition).BACK_TO_TOP() }).waitFor()
    await scrollSettled(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(place)
  })
})

describe('the scroll position between pages', () => {
  test('a product followed from far down a category opens at its top, and going back returns to the place', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: PHONE })
    await visit(page, `${shopUrl}/de/c/blutdruckmessgeraete/`)
    const lastProduct = page.getByRole('main').getByRole('article').last().getByRole('heading').getByRole('link')
    await lastProduct.scrollIntoViewIfNeeded()
    await scrollSettled(page)
    const place = await page.evaluate(() => window.scrollY)
    expect(place).toBeGreaterThan(600)

    await lastProduct.click()
    await page.waitForURL(/\/de\/p\//)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await page.waitForURL(/\/de\/c\/blutdruckmessgeraete\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place)
  })
})

/** How far the element is from the window's visible part: 0 when some of it shows. */
const distanceFromView = (element: Locator) =>
  element.evaluate((node) => {
    const { top, bottom } = node.getBoundingClientRect()
    return Math.max(0, -bottom, top - window.innerHeight)
  })

describe('the scroll position after load more', () => {
  test.for([
    ['it', 390, '/it/c/misuratori-di-pressione/'],
    ['it', 1280, '/it/c/misuratori-di-pressione/'],
    ['pl', 390, '/search-pl?searchPhrase=bm'],
    ['pl', 1280, '/search-pl?searchPhrase=bm'],
  ] as const)('in %s at %i px, a product load more brought on %s, followed without scrolling, is in view again on going back, with the products loaded', async ([edition, width, path], { openTab, shopUrl }) => {
    const page = await openTab({ viewport: width === 390 ? PHONE : DESKTOP })
    await visit(page, `${shopUrl}${path}`)
    // The shopper reads the page before pressing load more: on an idle page, a scroll's event comes after the click it preceded.
    await page.waitForLoadState('networkidle')
    const tiles = page.getByRole('main').getByRole('article')
    const before = await tiles.count()
    await page.getByRole('button', { name: textsOf(edition).LOAD_MORE() }).click()
    // Load more hands the focus to the first product it brought once they are all shown.
    const product = tiles.nth(before).getByRole('heading').getByRole('link')
    await expect.poll(() => product.evaluate((link) => link === document.activeElement).catch(() => false)).toBe(true)
    const loaded = await tiles.count()
    const name = (await product.textContent()) ?? ''

    await product.click()
    await page.waitForURL(/\/p\//)
    await page.goBack()
    const followed = tiles.getByRole('heading').getByRole('link', { name, exact: true })
    await expect.poll(() => distanceFromView(followed).catch(() => Infinity)).toBe(0)
    expect(await tiles.count()).toBe(loaded)
  })
})
