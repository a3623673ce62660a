import { describe, expect } from 'vitest'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, MONITOR, openFlyout, openProduct } from './support.ts'

describe('the cart flyout', () => {
  test.for([
    ['pl', 390],
    ['fr', 1280],
  ] as const)('in /%s/ at %i px hides on a route change: after its own link to the cart, and after the browser’s back', async ([edition, width], { openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width, height: 900 } })
    const LL = textsOf(edition)
    await openProduct(page, shopUrl, edition, MONITOR.id)
    await addToCart(page, LL, 1)
    const cartButton = page.getByRole('button', { name: LL.CART_WITH_COUNT({ count: 1 }), exact: true })

    const flyout = await openFlyout(page, LL, 1)
    await flyout.getByRole('link', { name: LL.CART_VIEW() }).click()
    await page.waitForURL(`**/${edition}/cart`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(LL.CART())
    await expect.poll(() => flyout.count()).toBe(0)
    expect(await cartButton.getAttribute('aria-expanded')).toBe('false')

    await openFlyout(page, LL, 1)
    await page.goBack()
    await page.waitForURL(`**/${edition}/p/${MONITOR.id}/`)
    await expect.poll(() => flyout.count()).toBe(0)
    expect(await cartButton.getAttribute('aria-expanded')).toBe('false')
  })
})
