import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const LL = textsOf('pl')
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY)

/** Turns the mouse wheel over the page's left edge, where the backdrop is while a modal is open, and lets the page settle. */
async function wheelOverEdge(page: Page): Promise<void> {
  await page.mouse.move(4, 400)
  await page.mouse.wheel(0, 800)
  await page.waitForTimeout(300)
}

describe('the product comparison is a modal', () => {
  test.for([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const)('in /pl/ on %s, the open comparison locks page scrolling and covers the comparison bar', async ([, viewport], { openTab, shopUrl }) => {
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/pl/c/cisnieniomierze/`)
    const pick = page.getByRole('checkbox', { name: new RegExp(`^${LL.COMPARE()} `) })
    await pick.nth(0).check()
    await pick.nth(1).check()
    const compare = page.getByRole('complementary', { name: LL.COMPARE_PRODUCTS() }).getByRole('button', { name: LL.COMPARE_COUNT({ count: 2 }) })
    await compare.click()
    const dialog = page.getByRole('dialog', { name: LL.COMPARE_PRODUCTS() })
    await expect.poll(() => dialog.getByRole('columnheader').count()).toBe(2)

    const place = await scrollTop(page)
    await wheelOverEdge(page)
    expect(await scrollTop(page)).toBe(place)
    // What lies at the comparison bar's button is the modal's backdrop, not the bar.
    const coversBar = await compare.evaluate((button) => {
      const box = button.getBoundingClientRect()
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('dialog') !== null
    })
    expect(coversBar).toBe(true)

    await dialog.getByRole('button', { name: LL.CLOSE() }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await wheelOverEdge(page)
    expect(await scrollTop(page)).toBeGreaterThan(place)
  })
})
