import type { Page } from 'playwright-core'
import type { EditionKey } from '../../../app.config.ts'
import { localeOfEdition } from '../../../i18n/editions.ts'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { i18nObject } from '../../../i18n/i18n-util.ts'
import { loadAllLocales } from '../../../i18n/i18n-util.sync.ts'
import { waitForHydration } from '../support/browser.ts'

loadAllLocales()

/** The texts a shopper of the edition reads: tests find elements by these names. */
export const textsOf = (edition: EditionKey): TranslationFunctions => i18nObject(localeOfEdition(edition))

/** A cuff (product 1099) in sizes S, M and L; L is sold out, and two of them pass every free-shipping threshold. */
export const CUFF = { id: '1099', size: /^M \(/ }
/** A single-variant upper arm monitor (product 1002), in stock. */
export const MONITOR = { id: '1002' }

export async function openProduct(page: Page, shopUrl: string, edition: EditionKey, productId: string): Promise<void> {
  await page.goto(`${shopUrl}/${edition}/p/${productId}/`)
  await waitForHydration(page)
}

export const cartButton = (page: Page, LL: TranslationFunctions, count: number) => page.getByRole('button', { name: LL.CART_WITH_COUNT({ count }), exact: true })

/** Waits until the tab's checkout actor has loaded the cart, i.e. the header shows `count`. */
export async function expectCartCount(page: Page, LL: TranslationFunctions, count: number): Promise<void> {
  await cartButton(page, LL, count).waitFor({ state: 'visible', timeout: 15_000 })
}

export async function openFlyout(page: Page, LL: TranslationFunctions, count: number) {
  await cartButton(page, LL, count).click()
  const flyout = page.getByRole('dialog', { name: new RegExp(`^${LL.CART()}`) })
  await flyout.waitFor()
  return flyout
}

/** The checkout id cookie, to tell a new checkout from the old one. */
export async function checkoutIdOf(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'checkout_id')?.value
}
