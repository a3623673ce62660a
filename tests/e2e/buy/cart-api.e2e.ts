import { afterAll, beforeAll, describe, expect } from 'vitest'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { buyAsGuest } from './guest-walk.ts'
import { addToCart, expectCartCount, MONITOR, openProduct } from './support.ts'

/** The same shop on today's platform: storefront API 2025-07, whose Cart API replaced the Checkout API. */
describe('buying with the Cart API (STOREFRONT_API_VERSION=2025-07)', () => {
  let stack: RunningStack
  beforeAll(async () => {
    stack = await startStack({ env: { STOREFRONT_API_VERSION: '2025-07' }, quiet: true })
  }, 180_000)
  afterAll(() => stack?.stop())

  test('in pl: choose a size, add to cart, change quantity, free shipping at the threshold, continue as guest, place the order, come back to an empty cart', async ({ page }) => {
    await buyAsGuest(page, stack.shopUrl, { edition: 'pl', language: 'pl', country: 'PL', currencySign: /zł/ })
  })

  test('keeps the cart across a reload, and the browser talks to the 2025-07 endpoint', async ({ page }) => {
    const LL = textsOf('uk')
    const endpoints = new Set<string>()
    page.on('request', (request) => {
      if (request.url().includes('/graphql')) endpoints.add(new URL(request.url()).pathname)
    })
    await openProduct(page, stack.shopUrl, 'uk', MONITOR.id)
    await expectCartCount(page, LL, 0)
    await addToCart(page, LL, 1)
    await page.reload()
    await waitForHydration(page)
    await expectCartCount(page, LL, 1)
    expect([...endpoints]).toEqual(['/api/2025-07/graphql'])
  })
})
