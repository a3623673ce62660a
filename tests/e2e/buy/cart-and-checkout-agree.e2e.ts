import type { Locator } from 'playwright-core'
import { describe, expect } from 'vitest'
import type { EditionKey } from '../../../app.config.ts'
import { checkoutTexts } from '../../../backend/commerce/hosted-checkout/texts.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { CUFF, expectCartCount, openProduct } from './support.ts'

/** An amount as shown ("4,95 €", "£3.95", "1.234,50 zł") as a number. */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d.,]/g, '')
  const decimal = /[.,](\d{2})$/.exec(digits)
  const whole = (decimal ? digits.slice(0, -3) : digits).replace(/[.,]/g, '')
  return Number(`${whole}.${decimal?.[1] ?? '00'}`)
}

/** The amount beside a term of the cart summary's list. */
const summaryAmount = async (summary: Locator, term: string) =>
  amountOf((await summary.getByRole('term').filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '')

const EDITIONS: Array<{ edition: EditionKey; language: string }> = [
  { edition: 'de', language: 'de' },
  { edition: 'uk', language: 'en' },
]

describe.each(EDITIONS)('one cuff, below the free-shipping threshold, in the $edition edition on a phone', ({ edition, language }) => {
  const LL = textsOf(edition)

  test('the cart line says which size was bought, and the hosted checkout charges the shipping and total the cart shows (SPEC §3, §9)', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    await openProduct(page, shopUrl, edition, CUFF.id)
    await expectCartCount(page, LL, 0)
    const size = page.getByRole('radio', { name: CUFF.size })
    const sizeName = (await size.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim()
    await size.check()
    await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
    await expectCartCount(page, LL, 1)

    await visit(page, `${shopUrl}/${edition}/cart`)
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: LL.CART_REMOVE() })
    await expect.poll(() => line.count()).toBe(1)
    expect(await line.getByText(`${LL.SIZE()}: `).textContent()).toBe(`${LL.SIZE()}: ${sizeName}`)

    const summary = page.getByRole('region', { name: LL.CART_SUMMARY() })
    await expect.poll(() => summary.getByRole('status').textContent()).not.toBe(LL.CART_FREE_SHIPPING_REACHED())
    const shipping = await summaryAmount(summary, LL.CART_SHIPPING())
    const total = await summaryAmount(summary, LL.CART_TOTAL())
    expect(shipping).toBeGreaterThan(0)

    await summary.getByRole('button', { name: LL.CART_CHECKOUT() }).click()
    const loginModal = page.getByRole('dialog', { name: LL.CHECKOUT_LOGIN_TITLE() })
    await Promise.all([page.waitForURL(/\/checkout\//), loginModal.getByRole('button', { name: LL.CONTINUE_AS_GUEST() }).click()])
    const texts = checkoutTexts(language)
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell').last()
    expect(amountOf((await row(texts.shipping).textContent()) ?? '')).toBe(shipping)
    expect(amountOf((await row(texts.total).textContent()) ?? '')).toBe(total)
  })
})
