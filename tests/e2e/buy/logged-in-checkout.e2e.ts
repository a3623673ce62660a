import { describe, expect, inject } from 'vitest'
import { waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, CUFF, CUSTOMER_ADDRESS, CUSTOMER_PASSWORD, customerWithAddress, expectCartCount, fieldOf, openFlyout, openProduct } from './support.ts'

describe('buying as a logged-in customer', () => {
  const backendUrl = inject('backendUrl')

  test('a shopper who is not logged in is told so at checkout, logs in from there (a wrong password is refused) and goes on to the hosted checkout, not back to the cart, its address carrying their e-mail, name and default address', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
    const { email } = await customerWithAddress(backendUrl, 'DE')
    await openProduct(page, shopUrl, 'de', CUFF.id)
    await expectCartCount(page, LL, 0)
    await page.getByRole('radio', { name: CUFF.size }).check()
    await addToCart(page, LL, 1)

    const flyout = await openFlyout(page, LL, 1)
    await flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()
    const loginModal = page.getByRole('dialog', { name: LL.CHECKOUT_LOGIN_TITLE() })
    await loginModal.waitFor()
    expect(await loginModal.getByText(LL.CHECKOUT_LOGIN_TEXT()).count()).toBe(1)
    expect(await loginModal.getByRole('button', { name: LL.CONTINUE_AS_GUEST() }).count()).toBe(1)
    const loginLink = loginModal.getByRole('link', { name: LL.LOGIN() })
    expect(await loginLink.getAttribute('href')).toBe(`/de/login/?return=/de/p/${CUFF.id}/&then=checkout`)

    await Promise.all([page.waitForURL(/\/de\/login\/\?return=/), loginLink.click()])
    await waitForHydration(page)
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill(email)
    await fieldOf(login, LL.PASSWORD()).fill('Wrong-Pass1!')
    await login.getByRole('button', { name: LL.LOGIN() }).click()
    await expect.poll(() => login.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(LL.LOGIN_FAILED())
    // A refusal keeps the form as the shopper filled it.
    expect(await fieldOf(login, LL.EMAIL()).inputValue()).toBe(email)

    await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await Promise.all([page.waitForURL(/\/checkout\//, { timeout: 15_000 }), login.getByRole('button', { name: LL.LOGIN() }).click()])

    const hosted = new URL(page.url()).searchParams
    expect(hosted.get('checkout[email]')).toBe(email)
    expect(hosted.get('checkout[shipping_address][first_name]')).toBe('Ada')
    expect(hosted.get('checkout[shipping_address][last_name]')).toBe('Lovelace')
    expect(hosted.get('checkout[shipping_address][country]')).toBe('DE')
    // The customer's default address fills the rest in (SPEC §7).
    expect(hosted.get('checkout[shipping_address][address1]')).toBe(CUSTOMER_ADDRESS.address1)
    expect(hosted.get('checkout[shipping_address][address2]')).toBe(CUSTOMER_ADDRESS.address2)
    expect(hosted.get('checkout[shipping_address][zip]')).toBe(CUSTOMER_ADDRESS.zip)
    expect(hosted.get('checkout[shipping_address][city]')).toBe(CUSTOMER_ADDRESS.city)
    expect(hosted.get('checkout[shipping_address][company]')).toBe(CUSTOMER_ADDRESS.company)
  })
})
