import { afterEach, describe, expect, inject } from 'vitest'
import type { EditionKey } from '../../../app.config.ts'
import { visit, waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, expectCartCount, openFlyout, openProduct } from './support.ts'

/** The starter set's page of each edition walked here, and the width it is walked at. */
const WALKS: Array<[EditionKey, number, string]> = [
  ['nl', 1280, 'bloeddruk-starterset'],
  ['uk', 390, 'blood-pressure-starter-set'],
]

// SPEC §9: the platform refuses a set whole when one of its products would pass its purchase limit per household.
describe('a bundle’s product at its purchase limit per household', () => {
  test.for(WALKS)('in /%s/ at %i px, is not offered as the set’s extra while the cart holds its limit, says why, and is offered again once the cart has room; the set goes in either way', async ([edition, width, bundlePath], { openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width, height: 900 } })
    const LL = textsOf(edition)
    // The blood pressure monitor AD 1 (1107), three per household, is one of the set's extras.
    await openProduct(page, shopUrl, edition, '1107')
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    for (const count of [1, 2, 3]) await addToCart(page, LL, count)

    await visit(page, `${shopUrl}/${edition}/b/${bundlePath}/`)
    await waitForHydration(page)
    await expectCartCount(page, LL, 3)
    const extra = page.getByRole('checkbox', { name: new RegExp(`^${title}`) })
    const limit = page.getByText(LL.PURCHASE_LIMIT({ n: 3 }))
    await expect.poll(() => extra.isDisabled()).toBe(true)
    expect(await extra.getAttribute('aria-describedby')).toBe(await limit.getAttribute('id'))
    // The set still goes into the cart, without the extra (the other one, AD 2, is sold out).
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(0)
    // The cuff comes in sizes: its second (M) is in stock.
    await page.getByRole('group', { name: new RegExp(`^${LL.SIZE()} \\*`) }).getByRole('radio').nth(1).check()
    const addSet = page.getByRole('button', { name: LL.BUNDLE_ADD_TO_CART() })
    await addSet.click()
    await expectCartCount(page, LL, 5)

    // One AD 1 fewer in the cart, and it is offered as the extra again, and goes in with the next set.
    const flyout = await openFlyout(page, LL, 5)
    await flyout.getByRole('button', { name: LL.QUANTITY_DECREASE({ title }) }).click()
    await expectCartCount(page, LL, 4)
    await page.keyboard.press('Escape')
    await expect.poll(() => extra.isDisabled()).toBe(false)
    await expect.poll(() => limit.count()).toBe(0)
    await extra.check()
    await addSet.click()
    await expectCartCount(page, LL, 7)
    await expect.poll(() => page.getByRole('alert').count()).toBe(0)
    // The set took AD 1 to its limit again: the pick is let go, and room in the cart does not tick it by itself.
    await expect.poll(() => extra.isDisabled()).toBe(true)
    expect(await extra.isChecked()).toBe(false)
    // AD 1 is in two lines now, one of them the set's: either gives room.
    const again = await openFlyout(page, LL, 7)
    await again.getByRole('button', { name: LL.QUANTITY_DECREASE({ title }) }).first().click()
    await expectCartCount(page, LL, 6)
    await page.keyboard.press('Escape')
    await expect.poll(() => extra.isDisabled()).toBe(false)
    expect(await extra.isChecked()).toBe(false)
  })

  // SPEC §8: a change the platform could not make loses nothing the shopper chose.
  const backendUrl = inject('backendUrl')
  const admin = { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' }
  afterEach(() => fetch(`${backendUrl}/admin/faults`, { method: 'DELETE', headers: admin }))

  test('in /de/ at 1280 px, a set the platform could not add keeps every choice, the extra that would reach its limit too, and goes in whole when tried again', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 1280, height: 900 } })
    const LL = textsOf('de')
    await openProduct(page, shopUrl, 'de', '1107')
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    for (const count of [1, 2]) await addToCart(page, LL, count)

    await visit(page, `${shopUrl}/de/b/blutdruck-starter-set/`)
    await waitForHydration(page)
    await expectCartCount(page, LL, 2)
    const extra = page.getByRole('checkbox', { name: new RegExp(`^${title}`) })
    await expect.poll(() => extra.isDisabled()).toBe(false)
    await extra.check()
    await page.getByRole('group', { name: new RegExp(`^${LL.SIZE()} \\*`) }).getByRole('radio').nth(1).check()
    await fetch(`${backendUrl}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'graphql', mode: '500' }) })
    const addSet = page.getByRole('button', { name: LL.BUNDLE_ADD_TO_CART() })
    await addSet.click()
    await page.getByText(LL.CART_ERROR_GENERIC()).waitFor({ timeout: 15_000 })
    await expectCartCount(page, LL, 2)
    expect(await extra.isChecked()).toBe(true)

    await addSet.click()
    await expectCartCount(page, LL, 5)
    // The set took AD 1 to its limit: now it is let go.
    await expect.poll(() => extra.isDisabled()).toBe(true)
    expect(await extra.isChecked()).toBe(false)
  })
})
