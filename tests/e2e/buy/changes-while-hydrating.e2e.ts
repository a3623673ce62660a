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
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    // The page's scripts come late, as on a slow network: the shopper types into the server's markup.
    await page.route('**/assets/**/*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${shopUrl}/uk/`, { waitUntil: 'commit' })
    // The whole markup is there (the router's inline script at its end has run); its scripts are still held back.
    await page.waitForFunction(() => '$_TSR' in window)
    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() }).first()
    await field.fill('blut')
    // Not hydrated yet: the router removes its inline script's global once it has.
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(true)
    release()
    await waitForHydration(page)
    // Focusing the field again renders the search box: the phrase must survive it.
    await field.blur()
    await field.focus()
    expect(await field.inputValue()).toBe('blut')
    await field.press('Enter')
    await page.waitForURL((url) => url.pathname === '/uk/search' && url.searchParams.get('searchPhrase') === 'blut')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('blut')
  })
})
