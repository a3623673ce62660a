import { describe, expect } from 'vitest'
import type { EditionKey } from '../../../app.config.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

/** The shop's main product type as a shopper of each edition types it. */
const PHRASES: Array<[EditionKey, string]> = [
  ['de', 'Blutdruck'],
  ['uk', 'blood pressure'],
  ['fr', 'tensiomètre'],
  ['pl', 'ciśnieniomierz'],
]

describe.each(PHRASES)('autosuggest in the %s edition (SPEC §2, §9)', (edition, phrase) => {
  const LL = textsOf(edition)

  test(`typing "${phrase}" suggests the best 4 of what the search page finds for it`, async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 1280, height: 900 } })
    await visit(page, `${shopUrl}/${edition}/`)
    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() })
    await field.click()
    await field.pressSequentially(phrase, { delay: 20 })
    const options = page.getByRole('listbox', { name: LL.AUTOSUGGEST_LABEL() }).getByRole('option')
    await expect.poll(() => options.count()).toBe(4)
    const suggested = await options.locator('.autosuggest__title').allTextContents()

    await page.keyboard.press('Enter')
    await page.waitForURL(/searchPhrase=/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(LL.SEARCH_RESULT_FOR({ term: phrase }))
    const found = page.getByRole('main').getByRole('article')
    await expect.poll(() => found.count()).toBeGreaterThan(4)
    const best = await found.evaluateAll((tiles) => tiles.slice(0, 4).map((tile) => tile.querySelector('h3')?.textContent ?? ''))
    expect(suggested).toEqual(best)
  })
})
