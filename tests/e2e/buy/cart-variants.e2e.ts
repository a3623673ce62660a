import { describe, expect } from 'vitest'
import type { Locator } from 'playwright-core'
import { visit } from '../support/browser.ts'
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

  test('in /pl/ at 390 px, a quantity changed from the keyboard keeps the focus on its step, removing a line hands the focus to the next line’s remove button, and the last removal to the cart’s message', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 390, height: 900 } })
    const LL = textsOf('pl')
    await openProduct(page, shopUrl, 'pl', MASSAGE_GUN.id)
    await addToCart(page, LL, 1)
    await page.getByRole('group', { name: new RegExp(`^${LL.COLOUR()}:`) }).getByRole('radio').nth(1).check()
    await addToCart(page, LL, 2)
    await visit(page, `${shopUrl}/pl/cart`)
    const removes = page.getByRole('main').getByRole('button', { name: LL.CART_REMOVE() })
    await expect.poll(() => removes.count()).toBe(2)
    const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement)

    const stepper = page.getByRole('main').getByRole('group', { name: new RegExp(`^${LL.QUANTITY()}:`) }).first()
    const quantity = stepper.locator('output')
    const [decrease, increase] = [stepper.getByRole('button').first(), stepper.getByRole('button').last()]
    await increase.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => quantity.textContent()).toBe('2')
    await expectCartCount(page, LL, 3)
    expect(await isFocused(increase)).toBe(true)
    await decrease.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => quantity.textContent()).toBe('1')
    await expectCartCount(page, LL, 2)
    // At 1 the step down is not taken (the remove button is there for that), and the focus stays on it.
    expect(await decrease.getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Enter')
    expect(await isFocused(decrease)).toBe(true)
    expect(await quantity.textContent()).toBe('1')

    await removes.first().focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => removes.count()).toBe(1)
    await expect.poll(() => isFocused(removes.first())).toBe(true)
    await page.keyboard.press('Enter')
    const empty = page.getByText(LL.CART_EMPTY())
    await empty.waitFor()
    await expect.poll(() => isFocused(empty)).toBe(true)
  })

  test('a cart page opened with a stored cart never says the cart is empty, nor counts 0 items, before its lines are there', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 1280, height: 900 } })
    const LL = textsOf('de')
    await openProduct(page, shopUrl, 'de', MASSAGE_GUN.id)
    await addToCart(page, LL, 1)
    // The page as the server sends it, to the browser that holds the cart.
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
    const html = await (await fetch(`${shopUrl}/de/cart`, { headers: { cookie } })).text()
    expect(html).toContain(`role="status">${LL.LOADING()}</p>`)
    // One visitor's cart is nothing for a search engine.
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    // (The snippets' data in the page names the empty cart's text too: what counts is what the page shows.)
    expect(html).not.toMatch(new RegExp(`>${LL.CART_EMPTY()}<`))
    expect(html).not.toContain(`(${LL.CART_ITEMS({ count: 0 })})`)
    // And once it runs: the line, never the empty cart in between.
    await visit(page, `${shopUrl}/de/cart`)
    await page.getByRole('main').getByRole('button', { name: LL.CART_REMOVE() }).waitFor()
    expect(await page.getByText(LL.CART_EMPTY()).count()).toBe(0)
  })
})
