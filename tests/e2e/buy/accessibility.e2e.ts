import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, CUFF, expectCartCount, openFlyout, openProduct } from './support.ts'

describe('accessibility of buying', () => {
  const LL = textsOf('pl')
  // The checks go on from where the one before stopped, in one tab; axe opens a helper page in the same context, so the page gets a context of its own.
  let page: Page
  test.beforeAll(async ({ browser, shopUrl }) => {
    page = await (await browser.newContext()).newPage()
    await openProduct(page, shopUrl, 'pl', CUFF.id)
    await expectCartCount(page, LL, 0)
  })
  test.afterAll(() => page?.context().close())

  test('the product page has no serious or critical axe violations', async () => {
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the cart flyout with lines has no serious or critical axe violations', async () => {
    await page.getByRole('radio', { name: CUFF.size }).check()
    await addToCart(page, LL, 1)
    await openFlyout(page, LL, 1)
    expect(await seriousViolations(page, '.cart-flyout')).toEqual([])
  })

  test('the checkout login modal traps focus, locks scrolling, closes on Escape and gives focus back', async () => {
    const checkout = page.getByRole('button', { name: LL.CART_CHECKOUT() })
    await checkout.click()
    const modal = page.getByRole('dialog', { name: LL.CHECKOUT_LOGIN_TITLE() })
    await modal.waitFor()
    expect(await seriousViolations(page, 'dialog')).toEqual([])
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    expect(await checkout.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  test('the cart page has no serious or critical axe violations', async ({ shopUrl }) => {
    await visit(page, `${shopUrl}/pl/cart`)
    await page.getByRole('heading', { level: 1, name: new RegExp(LL.CART()) }).waitFor()
    await page.getByRole('button', { name: LL.CART_CHECKOUT() }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})
