import { describe, expect } from 'vitest'
import { waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

describe('the desktop navigation’s flyout (SPEC §4)', () => {
  test.for(['nl', 'it'] as const)('in /%s/, a pointer resting on a menu item while the page loads opens its flyout once the page is ready', async (edition, { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport: { width: 1280, height: 900 } })
    // The shop's code is held back until the pointer rests on the item, as on a slow line.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${shopUrl}/${edition}/`, { waitUntil: 'domcontentloaded' })
    const navigation = page.getByRole('navigation', { name: LL.MAIN_NAVIGATION() })
    const firstItem = navigation.locator('.main-navigation__item').first()
    const name = (await firstItem.locator('.main-navigation__link').textContent()) ?? ''
    const box = await firstItem.boundingBox()
    if (!box) throw new Error('the first menu item is not shown')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    release()
    await waitForHydration(page)
    const toggle = navigation.getByRole('button', { name: LL.SUBMENU_OF({ name }) })
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
  })
})
