import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const IT = textsOf('it')
const CATEGORY = '/it/c/misuratori-di-pressione/'

const productCount = (page: Page) => page.getByRole('status').first().textContent()

/** Every address the shopper's tab was sent through on its way to the page. */
function addressesOf(page: Page): string[] {
  const addresses: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(decodeURIComponent(request.url()))
  })
  return addresses
}

describe('a filter or search phrase given twice in an address (SPEC §2, §9)', () => {
  test('a manufacturer filter given twice shows the same products as both manufacturers in the comma form, never a JSON list', async ({ openTab, shopUrl }) => {
    const commaForm = await openTab()
    await visit(commaForm, `${shopUrl}${CATEGORY}?manufacturer=vitacura,vitacura-medical`)
    const expected = await productCount(commaForm)
    expect(expected).not.toBe(IT.PRODUCT_COUNT({ count: 0 }))

    const page = await openTab()
    const addresses = addressesOf(page)
    const response = await visit(page, `${shopUrl}${CATEGORY}?manufacturer=vitacura&manufacturer=vitacura-medical`)
    expect(response?.status()).toBe(200)
    expect(await productCount(page)).toBe(expected)
    expect(new URL(page.url()).searchParams.getAll('manufacturer')).toEqual(['vitacura,vitacura-medical'])
    expect(addresses.filter((address) => address.includes('['))).toEqual([])
  })

  test('a search phrase given twice searches the first phrase as typed', async ({ page, shopUrl }) => {
    const addresses = addressesOf(page)
    const response = await visit(page, `${shopUrl}/search-it?searchPhrase=bracciale&searchPhrase=polso`)
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(IT.SEARCH_RESULT_FOR({ term: 'bracciale' }))
    expect(addresses.filter((address) => address.includes('['))).toEqual([])
  })
})
