import { describe, expect } from 'vitest'
import { waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { expectCartCount, MONITOR, openFlyout, openProduct } from './support.ts'

describe('cart changes made in quick succession', () => {
  test('applies every change, in order, even while the cart is still busy with the one before', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
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
  })

  test('a first line added and the page reloaded before the platform has made the cart is in the cart after the reload', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
    await openProduct(page, shopUrl, 'de', MONITOR.id)
    await expectCartCount(page, LL, 0)
    // The platform's answer with the new cart never reaches the tab: the shopper reloads before it does.
    let heldRequests = 0
    await page.route('**/graphql', async (route) => {
      heldRequests++
      await route.abort()
    })
    await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
    await expectCartCount(page, LL, 1)
    await expect.poll(() => heldRequests).toBeGreaterThan(0)
    await page.unroute('**/graphql')
    await page.reload()
    await waitForHydration(page)
    await expectCartCount(page, LL, 1)
  })
  // SPEC §9: a product limited per household (1107: three) is not offered beyond its limit; the limit says why.
  test.for(['uk', 'it'] as const)('in /%s/, a product at its purchase limit per household in the cart cannot be added once more, in the cart either, and the buttons say why', async (edition, { page, shopUrl }) => {
    const LL = textsOf(edition)
    await openProduct(page, shopUrl, edition, '1107')
    await expectCartCount(page, LL, 0)
    const limit = page.getByText(LL.PURCHASE_LIMIT({ n: 3 }))
    await limit.waitFor()
    const add = page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true })
    for (const count of [1, 2, 3]) {
      await add.click()
      await expectCartCount(page, LL, count)
    }
    await expect.poll(() => add.isDisabled()).toBe(true)
    expect(await add.getAttribute('aria-describedby')).toBe(await limit.getAttribute('id'))
    // A new page knows the cart it resumes: the limit still holds.
    await page.reload()
    await waitForHydration(page)
    await expectCartCount(page, LL, 3)
    await expect.poll(() => add.isDisabled()).toBe(true)

    // The cart offers no more either, and says why at its increase button; one fewer, and it offers one more again.
    const flyout = await openFlyout(page, LL, 3)
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    const increase = flyout.getByRole('button', { name: LL.QUANTITY_INCREASE({ title }) })
    const lineLimit = flyout.getByText(LL.PURCHASE_LIMIT({ n: 3 }))
    await expect.poll(() => increase.getAttribute('aria-disabled')).toBe('true')
    expect(await increase.getAttribute('aria-describedby')).toBe(await lineLimit.getAttribute('id'))
    expect(await increase.isEnabled()).toBe(false)
    await flyout.getByRole('button', { name: LL.QUANTITY_DECREASE({ title }) }).click()
    await expectCartCount(page, LL, 2)
    await expect.poll(() => increase.getAttribute('aria-disabled')).toBe(null)
    await expect.poll(() => lineLimit.count()).toBe(0)
    await increase.click()
    await expectCartCount(page, LL, 3)
    await expect.poll(() => increase.getAttribute('aria-disabled')).toBe('true')
  })

  // The platform counts every colour of a product against its limit (1187: two per household), and so does the shop.
  test('in /global/ on a desktop, two colours of a product hold its purchase limit together: neither is offered once more, on the product page or in the cart', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 1280, height: 900 } })
    const LL = textsOf('global')
    await openProduct(page, shopUrl, 'global', '1187')
    const colours = page.getByRole('radio')
    const add = page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true })
    await colours.nth(0).check()
    await add.click()
    await expectCartCount(page, LL, 1)
    await colours.nth(1).check()
    await add.click()
    await expectCartCount(page, LL, 2)
    await expect.poll(() => add.isDisabled()).toBe(true)
    await colours.nth(0).check()
    await expect.poll(() => add.isDisabled()).toBe(true)

    const flyout = await openFlyout(page, LL, 2)
    const increases = flyout.getByRole('button', { name: new RegExp(`^${LL.QUANTITY_INCREASE({ title: '.+' })}$`) })
    await expect.poll(() => increases.count()).toBe(2)
    for (const increase of await increases.all()) await expect.poll(() => increase.getAttribute('aria-disabled')).toBe('true')
    await expect.poll(() => flyout.getByText(LL.PURCHASE_LIMIT({ n: 2 })).count()).toBe(2)
  })

  test('in /uk/ on a phone, a removal the platform could not make brings the line back with the focus on its remove button', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    const LL = textsOf('uk')
    await openProduct(page, shopUrl, 'uk', MONITOR.id)
    await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
    await expectCartCount(page, LL, 1)
    const flyout = await openFlyout(page, LL, 1)
    const remove = flyout.getByRole('button', { name: new RegExp(`^${LL.CART_REMOVE_LINE({ title: '.+' })}$`) })
    await expect.poll(() => remove.isEnabled()).toBe(true)
    await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await remove.focus()
    await page.keyboard.press('Enter')
    await flyout.getByText(LL.CART_ERROR_GENERIC()).waitFor()
    await expect.poll(() => remove.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.unroute('**/graphql')
  })
})

