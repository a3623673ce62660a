import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchChromium, waitForHydration } from '../support/browser.ts'
import { expectCartCount, MONITOR, openFlyout, openProduct, textsOf } from './support.ts'

describe('cart changes made in quick succession', () => {
  const shopUrl = inject('shopUrl')
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())

  it('applies every change, in order, even while the cart is still busy with the one before', async () => {
    const LL = textsOf('de')
    const context = await browser.newContext()
    const page = await context.newPage()
    await openProduct(page, shopUrl, 'de', MONITOR.id)
    await expectCartCount(page, LL, 0)

    // Two additions, the second sent while the platform still works on the first.
    const add = page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true })
    await add.click()
    await add.click()
    await expectCartCount(page, LL, 2)

    // Three more from the cart flyout, each click before the previous change is confirmed.
    const flyout = await openFlyout(page, LL, 2)
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    const increase = flyout.getByRole('button', { name: LL.QUANTITY_INCREASE({ title }) })
    await expect.poll(() => increase.isEnabled()).toBe(true)
    await increase.click()
    await increase.click()
    await increase.click()
    await expectCartCount(page, LL, 5)

    // What the shopper saw is what the platform has: a new page loads the same cart.
    await page.reload()
    await waitForHydration(page)
    await expectCartCount(page, LL, 5)
    await context.close()
  })
})
