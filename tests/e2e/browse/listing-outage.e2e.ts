import { afterEach, describe, expect, inject } from 'vitest'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const backendUrl = inject('backendUrl')
const admin = { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' }
const fail = (target: string) => fetch(`${backendUrl}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target, mode: '500' }) })
const pendingFaults = async () => ((await (await fetch(`${backendUrl}/admin/faults`, { headers: admin })).json()) as { pending: Record<string, number> }).pending

/**
 * SPEC §4 and §8: a listing whose next state cannot be loaded (content platform and scrape endpoint both fail). The
 * states asked for are ones no other test asks for: the server answers a reply it has kept even while the platform fails.
 */
describe('a listing while the content platform fails', () => {
  afterEach(() => fetch(`${backendUrl}/admin/faults`, { method: 'DELETE', headers: admin }))

  test.for([
    ['pl', '/pl/c/termometry/', 390],
    ['de', '/de/c/schmerztherapie/', 1280],
  ] as const)('in /%s/ (%s) at %s px, a sort chosen while its content cannot be loaded keeps the listing on screen and says so in the edition\'s language; asked again once the platform answers, the sorted listing shows', async ([edition, category, width], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport: { width, height: 900 } })
    await visit(page, `${shopUrl}${category}`)
    const count = page.getByRole('status').first()
    const shownCount = await count.textContent()
    const firstTile = await page.locator('.product-tile__title').first().textContent()

    await fail('page')
    await fail('scrape')
    await page.getByRole('combobox', { name: LL.SORT_BY() }).selectOption({ label: LL.SORT_PRICE_DESC() })
    const alert = page.getByRole('alert').filter({ hasText: LL.LISTING_NOT_LOADED() })
    await alert.waitFor({ timeout: 15_000 })
    expect(await pendingFaults()).toEqual({})
    // The listing stays as it was: its address, its count, its products, and the page's heading.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(category)
    expect(await count.textContent()).toBe(shownCount)
    expect(await page.locator('.product-tile__title').first().textContent()).toBe(firstTile)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await page.getByText(LL.PAGE_NOT_FOUND_HINT()).count()).toBe(0)

    // The content fetched before the listing navigates is the page's: asked for once, not again by the page.
    const contentCalls: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/_serverFn') && decodeURIComponent(url.search).includes('scrape')) contentCalls.push(decodeURIComponent(url.search))
    })
    await alert.getByRole('button', { name: LL.TRY_AGAIN() }).click()
    await page.waitForURL(/sort=price-desc/, { timeout: 15_000 })
    await expect.poll(() => alert.count()).toBe(0)
    expect(await page.getByRole('combobox', { name: LL.SORT_BY() }).inputValue()).toBe('price-desc')
    expect(contentCalls.filter((call) => call.includes(category.replace(/\/$/, '')))).toHaveLength(1)
  })
})
