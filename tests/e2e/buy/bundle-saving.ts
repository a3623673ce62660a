import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { EditionKey } from '../../../app.config.ts'
import { checkoutTexts } from '../../../backend/commerce/hosted-checkout/texts.ts'
import { visit } from '../support/browser.ts'
import { textsOf } from '../support/texts.ts'
import { expectCartCount, openFlyout } from './support.ts'

/** An amount as a page shows it (`12,34 €`, `£1,234.56`, `1 234,56 zł`), as a number. */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d,.]/g, '')
  const decimal = /[,.](\d{2})$/.exec(digits)
  const whole = (decimal ? digits.slice(0, -3) : digits).replace(/[,.]/g, '')
  return Number(`${whole}.${decimal?.[1] ?? '00'}`)
}

/**
 * The starter set from its bundle page into the cart: each line of the set saves the bundle's 10 % there, the
 * summary's subtotal is the lines' totals after it, and the hosted checkout charges the same. Returns the total.
 */
export async function buyStarterSet(page: Page, shopUrl: string, edition: EditionKey, language: string, bundlePath: string): Promise<void> {
  const LL = textsOf(edition)
  await visit(page, `${shopUrl}/${edition}/b/${bundlePath}/`)
  // The required slots (a monitor, a cuff) start with their first product chosen; the cuff comes in sizes, and
  // the set goes into the cart only once the shopper chose one (SPEC §5 'Choose a size').
  const add = page.getByRole('button', { name: LL.BUNDLE_ADD_TO_CART() })
  await add.click()
  await expect.poll(() => page.getByRole('alert').filter({ hasText: LL.CHOOSE_SIZE() }).count()).toBe(1)
  // The size group names its product, so a screen reader tells it apart from another product's sizes.
  const cuff = await page.locator('.bundle__product').filter({ has: page.locator('.size-selector') }).locator('.bundle__product-title').textContent()
  const size = page.getByRole('group', { name: `${LL.SIZE()} * ${cuff}`, exact: true }).getByRole('radio').nth(1)
  await size.check()
  const sizeName = await size.evaluate((radio) => radio.closest('label')?.querySelector('.size-selector__label')?.textContent ?? '')
  await add.click()
  await expectCartCount(page, LL, 2)
  const flyout = await openFlyout(page, LL, 2)
  await expect.poll(() => flyout.getByText(sizeName, { exact: false }).count()).toBe(1)
  const savingLabel = new RegExp(`^${LL.CART_BUNDLE_SAVING({ amount: '' }).trim()}`)
  const lines = flyout.getByRole('listitem').filter({ has: page.getByText(savingLabel) })
  await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(2)
  let total = 0
  for (const line of await lines.all()) {
    const saving = amountOf((await line.getByText(savingLabel).textContent()) ?? '')
    const paid = amountOf((await line.locator('.cart-line__amount').textContent()) ?? '')
    // 10 % off: what is paid is nine times the saving, to the cent.
    expect(Math.abs(paid - 9 * saving)).toBeLessThan(0.1)
    total += paid
  }
  const subtotal = flyout.getByRole('term').filter({ hasText: new RegExp(`^${LL.CART_SUBTOTAL()}$`) }).locator('xpath=following-sibling::dd[1]')
  expect(amountOf((await subtotal.textContent()) ?? '')).toBeCloseTo(total, 2)
  expect(await flyout.getByRole('term').filter({ hasText: new RegExp(`^${LL.CART_SAVINGS()}$`) }).count()).toBe(1)

  await flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()
  const loginModal = page.getByRole('dialog', { name: LL.CHECKOUT_LOGIN_TITLE() })
  await Promise.all([page.waitForURL(/\/checkout\//), loginModal.getByRole('button', { name: LL.CONTINUE_AS_GUEST() }).click()])
  const texts = checkoutTexts(language)
  expect(await page.getByText(new RegExp(`^${texts.bundleSaving} −`)).count()).toBe(2)
  const subtotalRow = page.getByRole('row', { name: new RegExp(`^${texts.subtotal}`) })
  expect(amountOf((await subtotalRow.getByRole('cell').textContent()) ?? '')).toBeCloseTo(total, 2)
}
