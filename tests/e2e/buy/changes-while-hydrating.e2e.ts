import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { visit } from '../support/browser.ts'
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
})
