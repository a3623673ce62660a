import type { Locator, Page } from 'playwright-core'
import type { EditionKey } from '../../../app.config.ts'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { storefrontClient } from '../../support/storefront-client.ts'
import { visit } from '../support/browser.ts'

/**
 * A cuff (product 1099) in sizes S, M and L; L is sold out, and two of them pass every free-shipping threshold. A
 * cart line of it is named with its size, as its controls are (`lineOf`).
 */
export const CUFF = { id: '1099', size: /^M \(/, lineOf: (title: string) => `${title}, M (22–36 cm)` }
/** A single-variant upper arm monitor (product 1002), in stock. */
export const MONITOR = { id: '1002' }

export async function openProduct(page: Page, shopUrl: string, edition: EditionKey, productId: string): Promise<void> {
  await visit(page, `${shopUrl}/${edition}/p/${productId}/`)
}

const cartButton = (page: Page, LL: TranslationFunctions, count: number) => page.getByRole('button', { name: LL.CART_WITH_COUNT({ count }), exact: true })

/** Waits until the tab's checkout actor has loaded the cart, i.e. the header shows `count`. */
export async function expectCartCount(page: Page, LL: TranslationFunctions, count: number): Promise<void> {
  await cartButton(page, LL, count).waitFor({ state: 'visible', timeout: 15_000 })
}

/** Puts the product on the page into the cart, and waits until the header counts `count` items. */
export async function addToCart(page: Page, LL: TranslationFunctions, count: number): Promise<void> {
  await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
  await expectCartCount(page, LL, count)
}

export async function openFlyout(page: Page, LL: TranslationFunctions, count: number) {
  await cartButton(page, LL, count).click()
  const flyout = page.getByRole('dialog', { name: new RegExp(`^${LL.CART()}`) })
  await flyout.waitFor()
  return flyout
}

/** The checkout id cookie (the cart id with the Cart API), to tell a new checkout from the old one. */
export async function checkoutIdOf(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'checkout_id' || cookie.name === 'cart_id')?.value
}

export const CUSTOMER_PASSWORD = 'Checkout-Pass1'
/** The default address of the customers made by `customerWithAddress`, without its country. */
export const CUSTOMER_ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Main Street 5', address2: 'Back House', city: 'Town', company: 'Analytical Engines', zip: '10115' }

/** A new customer (Ada Lovelace) with a default address in `country`, and a live access token of theirs. */
export async function customerWithAddress(backendUrl: string, country: string) {
  const call = storefrontClient(backendUrl)
  const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const created = await call(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customerUserErrors { code } } }`, {
    input: { email, password: CUSTOMER_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  })
  if (created.customerCreate.customerUserErrors.length) throw new Error(`customerCreate failed: ${JSON.stringify(created.customerCreate.customerUserErrors)}`)
  const login = await call(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } } }`,
    { input: { email, password: CUSTOMER_PASSWORD } },
  )
  const token = login.customerAccessTokenCreate.customerAccessToken as { accessToken: string; expiresAt: string }
  const address = await call(
    `mutation ($address: MailingAddressInput!, $token: String!) { customerAddressCreate(address: $address, customerAccessToken: $token) { customerUserErrors { code } } }`,
    { address: { ...CUSTOMER_ADDRESS, country }, token: token.accessToken },
  )
  if (address.customerAddressCreate.customerUserErrors.length) throw new Error('customerAddressCreate failed')
  return { email, token }
}

/** A form field by its label; a required field's label ends in its mark, ' *' (SPEC §5). */
export const fieldOf = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))
