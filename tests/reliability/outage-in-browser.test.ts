import { afterEach, describe, expect, inject } from 'vitest'
import { waitForHydration, visit } from '../e2e/support/browser.ts'
import { expectCartCount } from '../e2e/buy/support.ts'
import { test } from '../e2e/support/shop-page.ts'
import { textsOf } from '../e2e/support/texts.ts'
import { checkoutApi202207 } from '../../services/checkout/checkout-api-2022-07.ts'
import { storefrontTransport } from '../../services/storefront/transport.ts'
import { clearFaults, fault } from './faults.ts'

const de = textsOf('de')
const MONITOR_VARIANT = Buffer.from('gid://shopify/ProductVariant/10451').toString('base64')

afterEach(clearFaults)

/** A German cart with two monitors, as the shopper's cookies name it. */
async function germanCart(): Promise<{ id: string; title: string }> {
  const gateway = checkoutApi202207(storefrontTransport({ storefrontDomain: inject('backendUrl'), storefrontAccessKey: 'demo-token-de', apiVersion: '2022-07' }))
  const created = await gateway.create([{ variantId: MONITOR_VARIANT, quantity: 2, customAttributes: [{ key: '_id', value: '1045' }] }], { language: 'DE', country: 'DE' })
  if (!created.ok) throw new Error(created.failure.message)
  return { id: created.value.id, title: created.value.lines[0]!.title }
}

describe('during an outage the shop does not say the shopper has nothing', () => {
  test('with the storefront down, the cart says it cannot be loaded right now, shows the lines it last held and offers no checkout', async ({ page, shopUrl }) => {
    const cart = await germanCart()
    const host = new URL(shopUrl).hostname
    await page.context().addCookies([
      { name: 'checkout_id', value: encodeURIComponent(cart.id), domain: host, path: '/' },
      { name: 'checkout_place', value: encodeURIComponent('DE|DE'), domain: host, path: '/' },
    ])
    await visit(page, `${shopUrl}/de/cart`)
    await expectCartCount(page, de, 2)

    await fault('graphql', '500', 3)
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.getByText(de.CART_UNAVAILABLE()).count()).toBeGreaterThan(0)
    expect(await page.getByText(de.CART_EMPTY()).count()).toBe(0)
    await expect.poll(() => page.getByRole('heading', { name: cart.title }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: de.CART_CHECKOUT() }).count()).toBe(0)
    expect(await page.getByRole('link', { name: de.CART_CHECKOUT() }).count()).toBe(0)
  })

  test('with the catalogue down, the favourites page says they cannot be loaded right now and shows the ones last seen', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/favoriten`)
    await page.evaluate(() => window.localStorage.setItem('favorites', JSON.stringify(['1045'])))
    await page.reload()
    await waitForHydration(page)
    const tile = page.getByRole('link', { name: /BM 54/ }).first()
    await tile.waitFor({ timeout: 15_000 })

    // A second favourite, so the page asks the catalogue anew instead of answering from the server's cache.
    await page.evaluate(() => window.localStorage.setItem('favorites', JSON.stringify(['1045', '1047'])))
    await fault('documents', 'malformed')
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.getByText(de.FAVOURITES_UNAVAILABLE()).count()).toBe(1)
    expect(await page.getByText(de.FAVOURITES_EMPTY()).count()).toBe(0)
    expect(await tile.count()).toBe(1)
  })

  test('an addition the platform could not make reads only that the cart could not be changed, not that it was added', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/p/1045/`)
    await expectCartCount(page, de, 0)
    await fault('graphql', '500', 2)
    await page.getByRole('button', { name: de.ADD_TO_CART(), exact: true }).click()
    await page.getByText(de.CART_ERROR_GENERIC()).waitFor({ timeout: 15_000 })
    expect(await page.getByText(de.ADDED_TO_CART()).count()).toBe(0)
  })
})
