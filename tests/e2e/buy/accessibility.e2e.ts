import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, waitForHydration } from '../support/browser.ts'
import { CUFF, expectCartCount, openFlyout, openProduct, textsOf } from './support.ts'

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

describe('accessibility of buying', () => {
  const shopUrl = inject('shopUrl')
  const LL = textsOf('pl')
  let browser: Browser
  let page: Page
  beforeAll(async () => {
    browser = await launchChromium()
    // axe opens a helper page in the same context, so the page gets a context of its own.
    page = await (await browser.newContext()).newPage()
    await openProduct(page, shopUrl, 'pl', CUFF.id)
    await expectCartCount(page, LL, 0)
  })
  afterAll(() => browser?.close())

  it('the product page has no serious or critical axe violations', async () => {
    expect(await seriousViolations(page)).toEqual([])
  })

  it('the cart flyout with lines has no serious or critical axe violations', async () => {
    await page.getByRole('radio', { name: CUFF.size }).check()
    await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
    await expectCartCount(page, LL, 1)
    await openFlyout(page, LL, 1)
    expect(await seriousViolations(page, '.cart-flyout')).toEqual([])
  })

  it('the checkout login modal traps focus, locks scrolling, closes on Escape and gives focus back', async () => {
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

  it('the cart page has no serious or critical axe violations', async () => {
    await page.goto(`${shopUrl}/pl/cart`)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: new RegExp(LL.CART()) }).waitFor()
    await page.getByRole('button', { name: LL.CART_CHECKOUT() }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})
