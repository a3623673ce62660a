import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const IT = textsOf('it')
const CATEGORY = '/it/c/misuratori-di-pressione/'
/** A shopper in Italy: the browser's own number reading is Italian too. */
const ITALIAN_DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'it-IT' }

const minField = (page: Page) => page.getByRole('textbox', { name: IT.PRICE_MIN() })
const maxField = (page: Page) => page.getByRole('textbox', { name: IT.PRICE_MAX() })
/** The text a field's `aria-describedby` points to: what a screen reader says after its name. */
const descriptionOf = (field: Locator) => field.evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim())
const productCount = (page: Page) => page.getByRole('status').first().textContent()

/** Opens the price filter's group, which the listing shows closed while no price is chosen. */
async function openPriceFilter(page: Page) {
  const closedField = page.getByRole('textbox', { name: IT.PRICE_MIN(), includeHidden: true })
  await page.locator('details').filter({ has: closedField }).locator('summary').click()
}

describe('the listing’s price filter reads amounts as the edition writes them (SPEC §9)', () => {
  test('a price range typed with decimal commas in the it edition filters by those amounts, digit for digit', async ({ openTab, shopUrl }) => {
    const byAddress = await openTab(ITALIAN_DESKTOP)
    await visit(byAddress, `${shopUrl}${CATEGORY}?price=20.5-30.5`)
    const expected = await productCount(byAddress)
    expect(expected).not.toBe(IT.PRODUCT_COUNT({ count: 0 }))

    const page = await openTab(ITALIAN_DESKTOP)
    await visit(page, `${shopUrl}${CATEGORY}`)
    await openPriceFilter(page)
    await minField(page).fill('20,5')
    await maxField(page).fill('30,5')
    await page.getByRole('button', { name: IT.FILTER_APPLY() }).click()
    await page.waitForURL(/[?&]price=20\.5-30\.5(&|$)/)
    await expect.poll(() => productCount(page)).toBe(expected)
    expect(await page.getByRole('button', { name: /20,50\s€ – 30,50\s€/ }).count()).toBe(1)
    expect(await minField(page).inputValue()).toBe('20,5')
    expect(await maxField(page).inputValue()).toBe('30,5')
  })

  test('an address with a decimal comma in its price is the same filtered listing, not the whole category', async ({ openTab, shopUrl }) => {
    const page = await openTab(ITALIAN_DESKTOP)
    const withDots = await openTab(ITALIAN_DESKTOP)
    await visit(withDots, `${shopUrl}${CATEGORY}?price=20.5-30.5`)
    const response = await visit(page, `${shopUrl}${CATEGORY}?price=20,5-30,5`)
    expect(response?.status()).toBe(200)
    expect(await productCount(page)).toBe(await productCount(withDots))
    expect(await page.getByRole('button', { name: /20,50\s€ – 30,50\s€/ }).count()).toBe(1)
  })

  test('a price that is no amount is told on its field in the edition’s language, and the listing keeps its filter', async ({ openTab, shopUrl }) => {
    const page = await openTab(ITALIAN_DESKTOP)
    await visit(page, `${shopUrl}${CATEGORY}`)
    const all = await productCount(page)
    await openPriceFilter(page)
    await minField(page).fill('1.000,50')
    await maxField(page).fill('30,5')
    await page.getByRole('button', { name: IT.FILTER_APPLY() }).click()
    const error = IT.PRICE_UNREADABLE({ example: '19,99' })
    await expect.poll(() => minField(page).getAttribute('aria-invalid')).toBe('true')
    expect(await descriptionOf(minField(page))).toBe(error)
    expect(await page.getByText(error).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('min')
    expect(await maxField(page).getAttribute('aria-invalid')).toBeNull()
    expect(new URL(page.url()).searchParams.get('price')).toBeNull()
    expect(await productCount(page)).toBe(all)
  })
})
