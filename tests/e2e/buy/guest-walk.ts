import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { EditionKey } from '../../../app.config.ts'
import { checkoutTexts } from '../../../backend/commerce/hosted-checkout/texts.ts'
import { waitForHydration } from '../support/browser.ts'
import { textsOf } from '../support/texts.ts'
import { checkoutIdOf, CUFF, expectCartCount, openFlyout, openProduct } from './support.ts'

export interface GuestEdition {
  edition: EditionKey
  language: string
  country: string
  currencySign: RegExp
}

/**
 * Issue 8's walk: choose a size, add to cart, change quantity, see free shipping switch on at the threshold,
 * continue as guest, land on the hosted checkout with the parameters, place the order, and come back to an
 * empty cart (a new checkout).
 */
export async function buyAsGuest(page: Page, shopUrl: string, { edition, language, country, currencySign }: GuestEdition): Promise<void> {
  const LL = textsOf(edition)
  await openProduct(page, shopUrl, edition, CUFF.id)
  await expectCartCount(page, LL, 0)

  // 'Choose a size' when a size is required.
  await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
  await expect.poll(() => page.getByRole('alert').filter({ hasText: LL.CHOOSE_SIZE() }).count()).toBe(1)
  expect(await page.getByText(LL.SOON_AVAILABLE_AGAIN()).count()).toBeGreaterThan(0)

  await page.getByRole('radio', { name: CUFF.size }).check()
  await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
  await page.getByRole('status').filter({ hasText: LL.ADDED_TO_CART() }).waitFor()
  await expectCartCount(page, LL, 1)

  const flyout = await openFlyout(page, LL, 1)
  const summary = flyout.getByRole('region', { name: LL.CART_SUMMARY() })
  const freeShipping = summary.getByRole('status')
  await expect.poll(() => freeShipping.textContent()).toMatch(currencySign)
  expect(await freeShipping.textContent()).not.toBe(LL.CART_FREE_SHIPPING_REACHED())

  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await flyout.getByRole('button', { name: LL.QUANTITY_INCREASE({ title: CUFF.lineOf(title) }) }).click()
  await expect.poll(() => freeShipping.textContent()).toBe(LL.CART_FREE_SHIPPING_REACHED())
  await expectCartCount(page, LL, 2)
  // Standard shipping is shown as 0.00 once free.
  expect(await summary.getByRole('definition').nth(1).textContent()).toMatch(/0[.,]00/)

  const checkoutBefore = await checkoutIdOf(page)
  await flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()
  const loginModal = page.getByRole('dialog', { name: LL.CHECKOUT_LOGIN_TITLE() })
  await loginModal.waitFor()
  expect(await loginModal.getByRole('link', { name: LL.LOGIN() }).count()).toBe(1)
  await Promise.all([page.waitForURL(/\/checkout\//), loginModal.getByRole('button', { name: LL.CONTINUE_AS_GUEST() }).click()])

  const hosted = new URL(page.url())
  expect(hosted.searchParams.get('checkout[shipping_address][country]')).toBe(country)
  expect(hosted.searchParams.get('locale')?.slice(0, 2)).toBe(language)
  const texts = checkoutTexts(language)
  await page.getByRole('textbox', { name: texts.email }).fill('guest@example.com')
  await page.getByRole('textbox', { name: texts.firstName }).fill('Ada')
  await page.getByRole('textbox', { name: texts.lastName }).fill('Guest')
  await page.getByRole('textbox', { name: texts.address1 }).fill('Main Street 1')
  await page.getByRole('textbox', { name: texts.city }).fill('Town')
  await page.getByRole('textbox', { name: texts.zip }).fill('12345')
  expect(await page.getByRole('textbox', { name: texts.country }).inputValue()).toBe(country)
  await page.getByRole('button', { name: texts.placeOrder }).click()
  await page.getByRole('heading', { name: texts.thanks }).waitFor()

  await page.getByRole('link', { name: texts.backToShop }).click()
  await waitForHydration(page)
  await expectCartCount(page, LL, 0)
  await expect.poll(() => checkoutIdOf(page)).not.toBe(checkoutBefore)
}
