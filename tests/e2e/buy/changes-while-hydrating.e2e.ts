import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { visit, waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { expectCartCount, MONITOR } from './support.ts'

/** Opens `url` on a slow phone: the shopper's first click reaches the page before it has resumed the tab's cart and favourites. */
async function visitSlowly(page: Page, url: string, click: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  await visit(page, url)
  await click()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp.detach()
}

/** Opens `url` with its scripts held back, as on a slow network, until the returned release is called. */
async function visitBeforeScripts(page: Page, url: string): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(url, { waitUntil: 'commit' })
  // The whole markup is there (the router's inline script at its end has run); its scripts are still held back.
  await page.waitForFunction(() => '$_TSR' in window)
  return async () => {
    // Not hydrated yet: the router removes its inline script's global once it has.
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(true)
    release()
    await waitForHydration(page)
  }
}

/** SPEC §4: cart, user and favourites load once, after the page; nothing the shopper does before that is lost. */
describe('changes made while the page still hydrates', () => {
  test('a favourite marked and a line added before the favourites and the cart have loaded are both kept', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
    await visitSlowly(page, `${shopUrl}/de/c/blutdruckmessgeraete/`, () =>
      page.getByRole('button', { name: new RegExp(`^${LL.ADD_TO_FAVOURITES()}:`) }).first().click(),
    )
    await expect.poll(() => page.getByRole('link', { name: LL.FAVOURITES_WITH_COUNT({ count: 1 }) }).count()).toBe(1)

    await visitSlowly(page, `${shopUrl}/de/p/${MONITOR.id}/`, () => page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click())
    await expectCartCount(page, LL, 1)
  })

  test('a phrase typed into the header search before the page could listen is the one searched', async ({ page, shopUrl }) => {
    const LL = textsOf('uk')
    const hydrate = await visitBeforeScripts(page, `${shopUrl}/uk/`)
    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() }).first()
    await field.fill('blut')
    await hydrate()
    // Focusing the field again renders the search box: the phrase must survive it.
    await field.blur()
    await field.focus()
    expect(await field.inputValue()).toBe('blut')
    await field.press('Enter')
    await page.waitForURL((url) => url.pathname === '/uk/search' && url.searchParams.get('searchPhrase') === 'blut')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('blut')
  })

  test('in /de/ on a desktop, a sort chosen and two makers ticked before the page could listen are applied, and typed amounts stay', async ({ openTab, shopUrl }) => {
    const LL = textsOf('de')
    const page = await openTab({ viewport: { width: 1280, height: 900 } })
    const hydrate = await visitBeforeScripts(page, `${shopUrl}/de/c/blutdruckmessgeraete/`)
    await page.getByRole('combobox', { name: LL.SORT_BY() }).selectOption({ label: LL.SORT_PRICE_DESC() })
    const makers = page.locator('.filter-panel details').filter({ has: page.getByRole('checkbox', { name: /^Vitacura/, includeHidden: true }) })
    await makers.locator('summary').click()
    const ticked = ['Vitacura', 'Vitacura Medical']
    for (const maker of ticked) await makers.getByRole('checkbox', { name: new RegExp(`^${maker}\\s*\\(`) }).check()
    const prices = page.locator('.filter-panel details').filter({ has: page.getByRole('textbox', { name: LL.PRICE_MIN(), includeHidden: true }) })
    await prices.locator('summary').click()
    await page.getByRole('textbox', { name: LL.PRICE_MIN() }).fill('50')
    await page.getByRole('textbox', { name: LL.PRICE_MAX() }).fill('80')
    await hydrate()

    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc' && url.searchParams.get('manufacturer')?.split(',').length === 2)
    await expect.poll(() => page.locator('.listing__products').getAttribute('aria-busy')).toBe('false')
    expect(await page.getByRole('combobox', { name: LL.SORT_BY() }).inputValue()).toBe('price-desc')
    for (const maker of ticked) expect(await makers.getByRole('checkbox', { name: new RegExp(`^${maker}\\s*\\(`) }).isChecked(), maker).toBe(true)
    expect(await page.getByRole('list', { name: LL.ACTIVE_FILTERS() }).getByRole('button').count()).toBe(2)
    // Typed, not applied: the amounts wait in their fields for the shopper's "show results".
    expect(await page.getByRole('textbox', { name: LL.PRICE_MIN() }).inputValue()).toBe('50')
    expect(await page.getByRole('textbox', { name: LL.PRICE_MAX() }).inputValue()).toBe('80')
    await page.getByRole('button', { name: LL.FILTER_APPLY() }).click()
    await page.waitForURL((url) => url.searchParams.get('price') === '50-80' && url.searchParams.get('manufacturer')?.split(',').length === 2)
  })
})
