import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { EDITION_KEYS, type EditionKey } from '../../../app.config.ts'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { seriousViolations } from '../support/axe.ts'
import { visit, waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const EDITIONS: EditionKey[] = ['de', 'fr', 'uk']
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const
type Layout = keyof typeof VIEWPORTS
/** SPEC §9: a listing page holds 48 products on desktop, 30 on mobile. */
const PAGE_SIZE: Record<Layout, number> = { desktop: 48, mobile: 30 }

/** The product tiles a shopper sees (a page rendered for a wider screen keeps the rest hidden). */
const tiles = (page: Page) => page.locator('.product-grid > li:visible')

/** Opens a category through the navigation: the flyout on desktop, the mobile menu's levels on mobile. */
async function openCategoryThroughMenu(page: Page, LL: TranslationFunctions, layout: Layout) {
  if (layout === 'desktop') {
    const navigation = page.getByRole('navigation', { name: LL.MAIN_NAVIGATION() })
    const firstItem = navigation.locator('.main-navigation__item').first()
    const name = (await firstItem.locator('.main-navigation__link').textContent()) ?? ''
    const toggle = navigation.getByRole('button', { name: LL.SUBMENU_OF({ name }) })
    // Hover opens the flyout after the delay; leaving closes it.
    await firstItem.hover()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await page.mouse.move(5, 600)
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    // The keyboard opens it at once and Escape closes it again.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    await navigation.locator('.submenu__link').first().click()
  } else {
    await page.getByRole('button', { name: LL.MENU_OPEN() }).click()
    const menu = page.locator('#mobile-menu')
    const firstItem = menu.locator('.mobile-menu__item').first()
    const name = (await firstItem.locator('.mobile-menu__link').textContent()) ?? ''
    await menu.getByRole('button', { name: LL.SUBMENU_OF({ name }) }).click()
    await expect.poll(() => menu.getByRole('button', { name: LL.MENU_BACK() }).isVisible()).toBe(true)
    await menu.locator('.mobile-menu__link').first().click()
  }
  await page.waitForURL(/\/c\//)
  await expect.poll(() => tiles(page).count()).toBe(PAGE_SIZE[layout])
}

describe.each(EDITIONS.flatMap((edition) => (['desktop', 'mobile'] as const).map((layout) => [edition, layout] as const)))(
  'a shopper browses the %s edition (%s)',
  (edition, layout) => {
    const LL = textsOf(edition)
    // The walk's steps go on from where the one before stopped, in one tab; axe needs its own context to open helper pages in.
    let page: Page
    test.beforeAll(async ({ browser }) => {
      page = await (await browser.newContext({ viewport: VIEWPORTS[layout] })).newPage()
    })
    test.afterAll(() => page?.context().close())

    test('opens the home page, uses the menu and flyout and opens a category', async ({ shopUrl }) => {
      const response = await visit(page, `${shopUrl}/${edition}/`)
      expect(response?.status()).toBe(200)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(await seriousViolations(page)).toEqual([])
      await openCategoryThroughMenu(page, LL, layout)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('filters the listing, reflects the filter in the URL, and removes it by its chip', async () => {
      const all = await page.getByRole('status').first().textContent()
      if (layout === 'mobile') await page.getByRole('button', { name: LL.FILTERS(), exact: true }).click()
      const group = page.locator('.filter-group').filter({ has: page.locator('input[name="manufacturer"]') })
      await group.locator('summary').click()
      const option = group.getByRole('checkbox').first()
      await option.check()
      await page.waitForURL(/manufacturer=/)
      await expect.poll(() => page.getByRole('status').first().textContent()).not.toBe(all)
      const chip = page.getByRole('list', { name: LL.ACTIVE_FILTERS() }).getByRole('button')
      expect(await chip.count()).toBe(1)
      // A shared filtered URL renders the same listing on the server.
      const html = await (await fetch(page.url())).text()
      expect(html).toContain('filter-chip')
      await chip.click()
      await page.waitForURL((url) => !url.search.includes('manufacturer='))
      await expect.poll(() => page.getByRole('status').first().textContent()).toBe(all)
    })

    test('sorts by price ascending', async () => {
      await page.getByRole('combobox', { name: LL.SORT_BY() }).selectOption({ label: LL.SORT_PRICE_ASC() })
      await page.waitForURL(/sort=price-asc/)
      await expect.poll(() => page.getByRole('combobox', { name: LL.SORT_BY() }).inputValue()).toBe('price-asc')
    })

    test(`loads more up to ${2 * PAGE_SIZE[layout]} products without losing the scroll position`, async () => {
      const more = page.getByRole('button', { name: LL.LOAD_MORE() })
      await more.scrollIntoViewIfNeeded()
      const before = await page.evaluate(() => window.scrollY)
      await more.click()
      await expect.poll(() => tiles(page).count()).toBe(2 * PAGE_SIZE[layout])
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before - 5)
    })

    test('compares two products side by side', async () => {
      const first = tiles(page).nth(0)
      const second = tiles(page).nth(1)
      const titles = [await first.locator('h3').textContent(), await second.locator('h3').textContent()]
      await first.getByRole('checkbox', { name: `${LL.COMPARE()} ${titles[0]}` }).check()
      await second.getByRole('checkbox', { name: `${LL.COMPARE()} ${titles[1]}` }).check()
      await page.getByRole('button', { name: LL.COMPARE_COUNT({ count: 2 }) }).click()
      const dialog = page.getByRole('dialog', { name: LL.COMPARE_PRODUCTS() })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await dialog.getByRole('columnheader').allTextContents()).toEqual(titles)
      // Ratings read as on the product page, in the edition's words and decimal mark.
      const ratings = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: LL.REVIEW_RATING() }) }).getByRole('cell')
      const [, outOfFive = ''] = LL.REVIEWS_AVERAGE({ average: '#' }).split('#')
      for (const rating of await ratings.allTextContents()) expect(rating === '–' || rating.includes(outOfFive)).toBe(true)
      await dialog.getByRole('button', { name: LL.CLOSE() }).click()
      await expect.poll(() => dialog.isVisible()).toBe(false)

      // Back from one of the picked products, reloaded meanwhile, the same two are picked and compared.
      const listingUrl = page.url()
      await Promise.all([page.waitForURL(/\/p\//), first.getByRole('link').first().click()])
      await page.reload()
      await Promise.all([page.waitForURL(listingUrl), page.goBack()])
      await waitForHydration(page)
      await page.getByRole('button', { name: LL.COMPARE_COUNT({ count: 2 }) }).click()
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await dialog.getByRole('columnheader').allTextContents()).toEqual(titles)
      await dialog.getByRole('button', { name: LL.CLOSE() }).click()
      await expect.poll(() => dialog.isVisible()).toBe(false)
    })

    test('searches with the autosuggest and reaches the search page', async () => {
      const title = (await tiles(page).first().locator('h3').textContent()) ?? ''
      const term = title.split(/\s+/)[0] ?? title
      const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() })
      await field.click()
      await field.pressSequentially(term, { delay: 20 })
      const list = page.getByRole('listbox', { name: LL.AUTOSUGGEST_LABEL() })
      await expect.poll(() => list.getByRole('option').count(), { timeout: 15_000 }).toBeGreaterThan(0)
      expect(await list.getByRole('option').count()).toBeLessThanOrEqual(4)
      await page.keyboard.press('ArrowDown')
      expect(await field.getAttribute('aria-activedescendant')).toBeTruthy()
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('Escape')
      expect(await field.getAttribute('aria-expanded')).toBe('false')
      await page.keyboard.press('Enter')
      await page.waitForURL(/searchPhrase=/)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(LL.SEARCH_RESULT_FOR({ term }))
      expect(await seriousViolations(page)).toEqual([])
    })

    test('hits a 404 and goes home', async ({ shopUrl }) => {
      const response = await visit(page, `${shopUrl}/${edition}/this-page-does-not-exist/`)
      expect(response?.status()).toBe(404)
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('main').getByRole('link', { name: LL.ERROR_PAGE_HOMEPAGE() }).click()
      await page.waitForURL(`${shopUrl}/${edition}/`)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    })
  },
)

describe('every edition renders its browse pages', () => {
  test.for([...EDITION_KEYS])('the home page of /%s/ shows the header navigation and the footer', async (edition, { shopUrl }) => {
    const html = await (await fetch(`${shopUrl}/${edition}/`)).text()
    expect(html).toContain('class="site-header"')
    expect(html).toContain('class="site-footer"')
    expect(html).toContain(textsOf(edition).MAIN_NAVIGATION())
  })
})

describe('the product page', () => {
  test.for(['de', 'pl', 'uk'] as const)('in /%s/ has a breadcrumb from the home page through the product’s category, which leads to that category', async (edition, { page, shopUrl }) => {
    const LL = textsOf(edition)
    await visit(page, `${shopUrl}/${edition}/p/1002/`)
    const trail = page.getByRole('navigation', { name: LL.BREADCRUMB() })
    const links = trail.getByRole('link')
    await expect.poll(() => links.count()).toBe(2)
    expect(await links.first().getAttribute('href')).toBe(`/${edition}/`)
    const category = (await links.nth(1).textContent()) ?? ''
    expect(await links.nth(1).getAttribute('href')).toMatch(new RegExp(`^/${edition}/c/[^/]+/$`))
    await links.nth(1).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(category)
  })
})
