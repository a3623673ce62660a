import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { EDITION_ROUTES } from '../../../app.config.ts'
import { waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'

/** The page types a shopper opens first, in an edition of each currency's kind. */
const PAGES = [
  '/de/',
  '/de/c/blutdruckmessgeraete/',
  '/de/c/blutdruckmessgeraete/?sort=price-asc&manufacturer=Vitacura',
  '/de/p/1099/',
  `${EDITION_ROUTES.de.searchRoute}?searchPhrase=Blutdruck`,
  '/de/b/blutdruck-starter-set/',
  '/de/login/',
  '/de/no-such-page/',
  // Sent on to `/pl/%25FF/` first: the page the browser reads is the one the server rendered.
  '/pl/%FF/',
  '/uk/',
  '/uk/p/1099/',
  '/pl/c/cisnieniomierze/',
  EDITION_ROUTES.pl.cartRoute,
]

/** What React and the page report while the page hydrates and settles: errors thrown and errors logged. */
function recordErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

describe('a server-rendered page goes on in the browser as it was rendered', () => {
  test.for(PAGES)('%s hydrates without a mismatch or an error', async (path, { openTab, shopUrl }) => {
    for (const width of [390, 1280]) {
      const page = await openTab({ viewport: { width, height: 844 } })
      const errors = recordErrors(page)
      await page.goto(`${shopUrl}${path}`)
      await waitForHydration(page)
      // React hydrates in slices after the router's marker is gone; the page is idle once it has.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 })))
      // The address that does not exist answers 404, which the browser logs as a failed load, not as an error of the page.
      expect(errors.filter((error) => !/status of 404/.test(error)), `${path} at ${width} px`).toEqual([])
    }
  })
})
