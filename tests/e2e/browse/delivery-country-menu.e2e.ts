import { describe, expect } from 'vitest'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** SPEC §2 delivery country selector; §3 menu items with flagIcon and deliveryItem; each edition delivers to its own country. */
describe('the delivery-country menu', () => {
  test('on a desktop in the Polish edition, Poland is the current delivery country, and every country shows its own flag', async ({ openTab, shopUrl }) => {
    const pl = textsOf('pl')
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/pl/`)
    await page.getByRole('button', { name: pl.SUBMENU_OF({ name: 'Kraj dostawy' }) }).click()
    const flyout = page.getByRole('navigation', { name: pl.MAIN_NAVIGATION() }).locator('.main-navigation__flyout:not([hidden])')
    await expect.poll(() => flyout.getByRole('link').count()).toBe(9)
    const current = flyout.locator('[aria-current="true"]')
    expect(await current.allTextContents()).toEqual(['Polska'])
    const flags = await flyout.locator('.flag').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundImage))
    expect(flags).toHaveLength(9)
    expect(flags.filter((image) => image === 'none')).toEqual([])
    expect(new Set(flags).size).toBe(9)
  })

  test('on a phone in the UK edition, the second level marks the United Kingdom and shows the flags', async ({ openTab, shopUrl }) => {
    const uk = textsOf('uk')
    const page = await openTab({ viewport: PHONE })
    await visit(page, `${shopUrl}/uk/`)
    await page.getByRole('button', { name: uk.MENU_OPEN() }).click()
    const menu = page.getByRole('dialog', { name: uk.MAIN_NAVIGATION() })
    await menu.getByRole('button', { name: uk.SUBMENU_OF({ name: 'Delivery country' }) }).click()
    await expect.poll(() => menu.locator('[aria-current="true"]').allTextContents()).toEqual(['United Kingdom'])
    const flags = await menu.locator('.flag').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundImage))
    expect(flags.filter((image) => image === 'none')).toEqual([])
    expect(new Set(flags).size).toBe(flags.length)
  })
})
