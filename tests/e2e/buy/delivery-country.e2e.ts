import { describe, expect } from 'vitest'
import { waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, CUFF, expectCartCount, MONITOR, openFlyout, openProduct } from './support.ts'

describe('changing the delivery country', () => {
  test('fill a cart, keep it across a reload, switch the delivery country, and see the valid lines carried over in the new currency', async ({ page, shopUrl }) => {
    const pl = textsOf('pl')
    const uk = textsOf('uk')

    await openProduct(page, shopUrl, 'pl', CUFF.id)
    await expectCartCount(page, pl, 0)
    await page.getByRole('radio', { name: CUFF.size }).check()
    await addToCart(page, pl, 1)
    await openProduct(page, shopUrl, 'pl', MONITOR.id)
    await expectCartCount(page, pl, 1)
    await addToCart(page, pl, 2)

    // Nothing in the cart is lost across a reload.
    await page.reload()
    await waitForHydration(page)
    await expectCartCount(page, pl, 2)

    await page.getByRole('combobox', { name: pl.SELECTOR_COUNTRY() }).selectOption({ label: pl.GREAT_BRITAIN() })
    await Promise.all([page.waitForURL(/\/uk\//), page.getByRole('button', { name: pl.SELECTOR_APPLY() }).click()])
    await waitForHydration(page)
    await expectCartCount(page, uk, 2)

    const flyout = await openFlyout(page, uk, 2)
    const lines = flyout.getByRole('listitem')
    await expect.poll(() => lines.count()).toBe(2)
    // The lines are the new checkout's once the move is done: the stored cart loads, then moves.
    await expect.poll(() => flyout.textContent(), { timeout: 15_000 }).toMatch(/£\d/)
    expect(await flyout.textContent()).not.toMatch(/zł/)
    // The lines are named in the new edition's language.
    expect(await flyout.getByRole('heading', { level: 3 }).allTextContents()).not.toContain(expect.stringMatching(/Mankiet|Ciśnieniomierz/))
  })
})
