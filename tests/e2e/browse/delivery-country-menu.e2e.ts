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

  for (const [edition, viewport, own, width] of [
    ['global', DESKTOP, 'GLOBAL', 1280],
    ['id', PHONE, 'INDONESIA', 390],
  ] as const) {
    test(`at ${width} px in the ${edition} edition, whose country none of the delivery countries is, the selector shows the edition's own store, not another country`, async ({ openTab, shopUrl }) => {
      const LL = textsOf(edition)
      const page = await openTab({ viewport })
      await visit(page, `${shopUrl}/${edition}/`)
      const country = page.getByRole('region', { name: LL.SELECTOR_TITLE() }).getByRole('combobox', { name: LL.SELECTOR_COUNTRY() })
      expect(await country.locator('option:checked').textContent()).toBe(LL[own]())
      // The countries it delivers to are all still offered after it.
      expect(await country.locator('option').allTextContents()).toEqual([LL[own](), LL.GERMANY(), LL.FRANCE(), LL.ITALY(), LL.AUSTRIA(), LL.NETHERLANDS(), LL.POLAND(), LL.GREAT_BRITAIN()])
    })
  }

  test('in the German edition the selector shows Germany and offers only the delivery countries', async ({ page, shopUrl }) => {
    const de = textsOf('de')
    await visit(page, `${shopUrl}/de/`)
    const country = page.getByRole('region', { name: de.SELECTOR_TITLE() }).getByRole('combobox', { name: de.SELECTOR_COUNTRY() })
    expect(await country.locator('option:checked').textContent()).toBe(de.GERMANY())
    expect(await country.locator('option').count()).toBe(7)
  })
})
