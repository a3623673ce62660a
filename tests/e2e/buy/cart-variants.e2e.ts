import { describe, expect } from 'vitest'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, expectCartCount, openFlyout, openProduct } from './support.ts'

/** A massage gun (product 1153) in black, grey and blue, all in stock. */
const MASSAGE_GUN = { id: '1153' }

describe('cart lines of one product in two colours', () => {
  test.for([
    ['de', 390],
    ['it', 1280],
  ] as const)('in /%s/ at %i px name their colour, and each line’s controls name the line they change', async ([edition, width], { openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width, height: 900 } })
    const LL = textsOf(edition)
    await openProduct(page, shopUrl, edition, MASSAGE_GUN.id)
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim()
    const colourChoice = page.getByRole('group', { name: new RegExp(`^${LL.COLOUR()}:`) })
    const chosenColour = async () => ((await colourChoice.locator('legend').textContent()) ?? '').replace(`${LL.COLOUR()}:`, '').trim()

    const first = await chosenColour()
    await addToCart(page, LL, 1)
    await colourChoice.getByRole('radio').nth(1).check()
    await expect.poll(chosenColour).not.toBe(first)
    const second = await chosenColour()
    await addToCart(page, LL, 2)

    const flyout = await openFlyout(page, LL, 2)
    await flyout.getByRole('link', { name: LL.CART_VIEW() }).click()
    const lines = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: LL.CART_REMOVE() }) })
    await expect.poll(() => lines.count()).toBe(2)
    expect(await lines.allTextContents()).toEqual([expect.stringContaining(`${LL.COLOUR()}: ${first}`), expect.stringContaining(`${LL.COLOUR()}: ${second}`)])

    const removeFirst = page.getByRole('button', { name: LL.CART_REMOVE_LINE({ title: `${title}, ${first}` }), exact: true })
    const removeSecond = page.getByRole('button', { name: LL.CART_REMOVE_LINE({ title: `${title}, ${second}` }), exact: true })
    expect(await removeFirst.count()).toBe(1)
    expect(await removeSecond.count()).toBe(1)
    await removeFirst.click()
    await expectCartCount(page, LL, 1)
    await expect.poll(() => lines.allTextContents()).toEqual([expect.stringContaining(`${LL.COLOUR()}: ${second}`)])
  })
})
