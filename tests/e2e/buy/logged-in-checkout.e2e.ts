import { describe, expect, inject } from 'vitest'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, CUFF, customerWithAddress, expectCartCount, openFlyout, openProduct } from './support.ts'

describe('buying as a logged-in customer', () => {
  const backendUrl = inject('backendUrl')

  test('a shopper who is not logged in is told so at checkout; once logged in, the hosted checkout address carries their e-mail and name', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
    const { email, token } = await customerWithAddress(backendUrl, 'DE')
    await openProduct(page, shopUrl, 'de', CUFF.id)
    await expectCartCount(page, LL, 0)
    await page.getByRole('radio', { name: CUFF.size }).check()
    await addToCart(page, LL, 1)

    const flyout = await openFlyout(page, LL, 1)
    await flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()
    const loginModal = page.getByRole('dialog', { name: LL.CHECKOUT_LOGIN_TITLE() })
    await loginModal.waitFor()
    expect(await loginModal.getByText(LL.CHECKOUT_LOGIN_TEXT()).count()).toBe(1)
    expect(await loginModal.getByRole('link', { name: LL.LOGIN() }).getAttribute('href')).toBe('/de/login/')
    expect(await loginModal.getByRole('button', { name: LL.CONTINUE_AS_GUEST() }).count()).toBe(1)

    // The shop keeps a customer's session in its access-token cookies; the login page has no view of its own yet.
    const { hostname } = new URL(shopUrl)
    await page.context().addCookies([
      { name: 'customer_access_token', value: token.accessToken, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
      { name: 'customer_token_expires_at', value: token.expiresAt, domain: hostname, path: '/', sameSite: 'Lax' },
    ])
    await openProduct(page, shopUrl, 'de', CUFF.id)
    const loggedInFlyout = await openFlyout(page, LL, 1)
    await Promise.all([page.waitForURL(/\/checkout\//), loggedInFlyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()])

    const hosted = new URL(page.url()).searchParams
    expect(hosted.get('checkout[email]')).toBe(email)
    expect(hosted.get('checkout[shipping_address][first_name]')).toBe('Ada')
    expect(hosted.get('checkout[shipping_address][last_name]')).toBe('Lovelace')
    expect(hosted.get('checkout[shipping_address][country]')).toBe('DE')
  })
})
