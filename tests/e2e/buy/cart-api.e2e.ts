import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { checkoutTexts } from '../../../backend/commerce/hosted-checkout/texts.ts'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { storefrontClient } from '../../support/storefront-client.ts'
import { visit, waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { buyStarterSet } from './bundle-saving.ts'
import { buyAsGuest } from './guest-walk.ts'
import { addToCart, checkoutIdOf, CUSTOMER_PASSWORD, customerWithAddress, expectCartCount, fieldOf, MONITOR, openFlyout, openProduct } from './support.ts'

/** Whose cart the browser keeps, as the platform has it: the e-mail of the customer in its buyer identity. */
async function cartCustomerOf(page: Page, backendUrl: string): Promise<string | null> {
  const call = storefrontClient(backendUrl, 'demo-token-gb', '2025-07')
  // The header counts a new line at once; the cart's id is kept once the platform has made the cart.
  await expect.poll(() => checkoutIdOf(page), { timeout: 15_000 }).toBeTruthy()
  const reply = await call(`query ($id: ID!) { cart(id: $id) { buyerIdentity { customer { email } } } }`, { id: await checkoutIdOf(page) })
  return reply.cart?.buyerIdentity.customer?.email ?? null
}

/** From the cart flyout of a logged-in customer through the hosted checkout, which has their e-mail and name. */
async function orderFromFlyout(page: Page, shopUrl: string) {
  const LL = textsOf('uk')
  const flyout = await openFlyout(page, LL, 1)
  await Promise.all([page.waitForURL(/\/checkout\//), flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()])
  const texts = checkoutTexts('en')
  for (const [name, value] of [[texts.address1, 'Main Street 5'], [texts.city, 'Town'], [texts.zip, 'SW1A 1AA']] as const) {
    const field = page.getByRole('textbox', { name })
    if (!(await field.inputValue())) await field.fill(value)
  }
  await page.getByRole('button', { name: texts.placeOrder }).click()
  await page.getByRole('heading', { name: texts.thanks }).waitFor()
  await visit(page, `${shopUrl}/uk/`)
  await expectCartCount(page, LL, 0)
}

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

  test('in uk: the starter set goes into the cart with 10 % off each of its lines, and the hosted checkout charges the same', async ({ page }) => {
    await buyStarterSet(page, stack.shopUrl, 'uk', 'en', 'blood-pressure-starter-set')
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
    // A reload before the platform has made the cart shows the kept lines at once and makes it after.
    await expect.poll(() => checkoutIdOf(page), { timeout: 15_000 }).toBeTruthy()
    await expect.poll(() => [...endpoints]).toEqual(['/api/2025-07/graphql'])
  })

  test('in uk, a cart filled before logging in becomes the customer’s at login, a cart made while logged in is theirs from the start, and both orders are in their history, in pounds', async ({ page }) => {
    const LL = textsOf('uk')
    const { email } = await customerWithAddress(stack.backendUrl, 'GB')
    await openProduct(page, stack.shopUrl, 'uk', MONITOR.id)
    await addToCart(page, LL, 1)
    expect(await cartCustomerOf(page, stack.backendUrl)).toBeNull()

    await visit(page, `${stack.shopUrl}/uk/login/?return=/uk/p/${MONITOR.id}/`)
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill(email)
    await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await Promise.all([page.waitForURL(`${stack.shopUrl}/uk/p/${MONITOR.id}/`, { timeout: 15_000 }), login.getByRole('button', { name: LL.LOGIN() }).click()])
    await waitForHydration(page)
    expect(await cartCustomerOf(page, stack.backendUrl)).toBe(email)
    await orderFromFlyout(page, stack.shopUrl)

    await openProduct(page, stack.shopUrl, 'uk', MONITOR.id)
    await addToCart(page, LL, 1)
    // The header counts the line at once; the new cart's id is kept once the platform has made it.
    await expect.poll(() => cartCustomerOf(page, stack.backendUrl), { timeout: 15_000 }).toBe(email)
    await orderFromFlyout(page, stack.shopUrl)

    await visit(page, `${stack.shopUrl}/uk/order-history/`)
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^${LL.ORDER_SHOW({ name: '#' })}`) }) })
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
    for (const text of await rows.allTextContents()) expect(text).toMatch(/£/)
  })
})
