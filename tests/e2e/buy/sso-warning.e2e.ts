import { afterAll, beforeAll, describe, expect } from 'vitest'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, CUSTOMER_ADDRESS, CUSTOMER_PASSWORD, customerWithAddress, expectCartCount, MONITOR, openFlyout, openProduct } from './support.ts'

/** The account site's login page in Polish (backend/services/account/texts.ts). */
const ACCOUNT_SITE_PL = { email: 'E-mail', password: 'Hasło', logIn: 'Zaloguj się' }

describe('checkout in an SSO store', () => {
  let stack: RunningStack
  beforeAll(async () => {
    stack = await startStack({ env: { SSO_ENABLED: 'true', SSO_SECRET: 'sso-warning-test-secret' }, quiet: true })
  }, 180_000)
  afterAll(() => stack?.stop())

  test('with SSO on and the visitor not logged in, the cart summary opens the SSO warning modal, which holds the focus and closes with Escape', async ({ page }) => {
    const LL = textsOf('pl')
    await openProduct(page, stack.shopUrl, 'pl', MONITOR.id)
    await expectCartCount(page, LL, 0)
    await addToCart(page, LL, 1)

    const flyout = await openFlyout(page, LL, 1)
    await flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()
    const warning = page.getByRole('dialog', { name: LL.SSO_WARNING_TITLE() })
    await warning.waitFor()
    expect(await warning.getByText(LL.SSO_WARNING_TEXT()).count()).toBe(1)
    // With SSO on, logging in happens on the account site (SPEC §2), not on the shop's own login route.
    expect(await warning.getByRole('link', { name: LL.LOGIN() }).getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/account\/pl-PL\/\?theme=/)
    expect(await page.getByRole('dialog', { name: LL.CHECKOUT_LOGIN_TITLE() }).count()).toBe(0)
    await expect.poll(() => warning.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)

    await page.keyboard.press('Escape')
    await warning.waitFor({ state: 'hidden' })
    expect(page.url()).not.toMatch(/\/checkout\//)
  })

  test('a customer logged in on the account site goes from the cart summary straight to the hosted checkout with their e-mail and default address', async ({ page }) => {
    const LL = textsOf('pl')
    const { email } = await customerWithAddress(stack.backendUrl, 'PL')
    // The shop reads the account site's cookie, which the site sets for its host on every port: the shop's host.
    const accountSite = new URL(`/account/pl-PL/`, stack.backendUrl)
    accountSite.hostname = new URL(stack.shopUrl).hostname
    accountSite.searchParams.set('return_to', `${stack.shopUrl}/pl/p/${MONITOR.id}/`)
    await page.goto(accountSite.toString())
    await page.getByRole('textbox', { name: ACCOUNT_SITE_PL.email }).fill(email)
    await page.getByLabel(ACCOUNT_SITE_PL.password, { exact: true }).fill(CUSTOMER_PASSWORD)
    await Promise.all([page.waitForURL(`${stack.shopUrl}/**`), page.getByRole('button', { name: ACCOUNT_SITE_PL.logIn }).click()])

    await openProduct(page, stack.shopUrl, 'pl', MONITOR.id)
    await expectCartCount(page, LL, 0)
    await addToCart(page, LL, 1)
    const flyout = await openFlyout(page, LL, 1)
    await Promise.all([page.waitForURL(/\/checkout\//), flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()])

    const hosted = new URL(page.url()).searchParams
    expect(hosted.get('checkout[email]')).toBe(email)
    expect(hosted.get('checkout[shipping_address][first_name]')).toBe(CUSTOMER_ADDRESS.firstName)
    expect(hosted.get('checkout[shipping_address][last_name]')).toBe(CUSTOMER_ADDRESS.lastName)
    expect(hosted.get('checkout[shipping_address][address1]')).toBe(CUSTOMER_ADDRESS.address1)
    expect(hosted.get('checkout[shipping_address][address2]')).toBe(CUSTOMER_ADDRESS.address2)
    expect(hosted.get('checkout[shipping_address][city]')).toBe(CUSTOMER_ADDRESS.city)
    expect(hosted.get('checkout[shipping_address][company]')).toBe(CUSTOMER_ADDRESS.company)
    expect(hosted.get('checkout[shipping_address][zip]')).toBe(CUSTOMER_ADDRESS.zip)
    expect(hosted.get('checkout[shipping_address][country]')).toBe('PL')
  })

  test('the shop’s own login route sends a visitor of an SSO store to the account site’s login page', async ({ page }) => {
    const response = await page.request.get(`${stack.shopUrl}/pl/login/`, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toMatch(/^https?:\/\/[^/]+\/account\/pl-PL\/\?theme=/)
  })
})
