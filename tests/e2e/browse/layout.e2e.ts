import { describe, expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { addToCart, CUFF, openProduct } from '../buy/support.ts'
import { seriousViolations } from '../support/axe.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const de = textsOf('de')
const uk = textsOf('uk')

const boxOf = async (locator: Locator) => (await locator.boundingBox())!

/** The page scrolls no wider than the screen, so nothing sits cut off at its right edge. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** Whether the element lies within the screen as it is now. */
async function inSight(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()!
  return !!box && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Issue 20's layout list, each at the width where it failed. */
describe('layout on a phone', () => {
  test('the product page keeps its title, price and buttons off the screen’s edges', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: PHONE })
    await openProduct(page, shopUrl, 'uk', CUFF.id)
    for (const locator of [page.getByRole('heading', { level: 1 }), page.getByRole('button', { name: uk.ADD_TO_CART(), exact: true }), page.getByRole('navigation', { name: uk.BREADCRUMB() })]) {
      const box = await boxOf(locator)
      expect(box.x).toBeGreaterThanOrEqual(12)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 12)
    }
    expect(await overflowsSideways(page)).toBe(false)
  })

  test('the cart page shows each line’s price whole, away from the screen’s edge, and has no serious axe violation', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: PHONE })
    await openProduct(page, shopUrl, 'de', CUFF.id)
    await page.getByRole('radio', { name: CUFF.size }).check()
    await addToCart(page, de, 1)
    await visit(page, `${shopUrl}/de/cart`)
    const line = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${de.CART_REMOVE_LINE({ title: '.+' })}$`) }) })
    const price = line.locator('.cart-line__price')
    await price.waitFor()
    const box = await boxOf(price)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 12)
    expect(await price.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    expect((await boxOf(page.getByRole('heading', { level: 1 }))).x).toBeGreaterThanOrEqual(12)
    expect(await overflowsSideways(page)).toBe(false)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('while picking products to compare, the comparison bar stays in sight', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: PHONE })
    await visit(page, `${shopUrl}/de/c/blutdruckmessgeraete/`)
    const pick = page.getByRole('checkbox', { name: new RegExp(`^${de.COMPARE()} `) })
    await pick.nth(0).check()
    const bar = page.getByRole('complementary', { name: de.COMPARE_PRODUCTS() })
    const compare = bar.getByRole('button', { name: de.COMPARE_COUNT({ count: 1 }) })
    await compare.waitFor()
    expect(await inSight(page, compare)).toBe(true)
    await pick.nth(5).scrollIntoViewIfNeeded()
    await pick.nth(5).check()
    await expect.poll(() => inSight(page, bar.getByRole('button', { name: de.COMPARE_COUNT({ count: 2 }) }))).toBe(true)
    expect(await inSight(page, bar.getByRole('button', { name: de.COMPARE_CLEAR() }))).toBe(true)
    expect(await seriousViolations(page, '.comparison-bar')).toEqual([])
  })

  test('payment and social marks are shown whole at their phone sizes (56×40, 27)', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: PHONE })
    await visit(page, `${shopUrl}/uk/`)
    await expectMarks(page, { payment: [56, 40], social: [27, 27] })
  })
})

describe('layout on a desktop', () => {
  test('back-to-top never covers “clear comparison”, and the shopper can clear it', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/de/c/blutdruckmessgeraete/`)
    const pick = page.getByRole('checkbox', { name: new RegExp(`^${de.COMPARE()} `) })
    await pick.nth(0).check()
    await pick.nth(1).check()
    await page.mouse.wheel(0, 1200)
    const backToTop = page.getByRole('button', { name: de.BACK_TO_TOP() })
    await backToTop.waitFor()
    const clear = page.getByRole('button', { name: de.COMPARE_CLEAR() })
    expect(await inSight(page, clear)).toBe(true)
    expect(overlaps(await boxOf(backToTop), await boxOf(clear))).toBe(false)
    await clear.click()
    await expect.poll(() => page.getByRole('complementary', { name: de.COMPARE_PRODUCTS() }).count()).toBe(0)
  })

  test('sorting, filtering and load more keep the listing’s trailing slash', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/de/c/blutdruckmessgeraete/`)
    // Each step waits until the listing it asked for is shown before the next.
    const settled = () => expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0)
    await page.getByRole('combobox', { name: de.SORT_BY() }).selectOption('price-asc')
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc')
    await settled()
    expect(new URL(page.url()).pathname).toBe('/de/c/blutdruckmessgeraete/')
    await page.getByRole('button', { name: de.LOAD_MORE() }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await settled()
    expect(new URL(page.url()).pathname).toBe('/de/c/blutdruckmessgeraete/')
    const manufacturers = page.getByRole('region', { name: de.FILTERS() }).locator('.filter-group').filter({ has: page.locator('input[name="manufacturer"]') })
    await manufacturers.locator('summary').click()
    // The box is ticked by the listing the choice loads: a click, not a check that expects it ticked at once.
    await manufacturers.getByRole('checkbox').first().click()
    await page.waitForURL(/manufacturer=/)
    expect(new URL(page.url()).pathname).toBe('/de/c/blutdruckmessgeraete/')
  })

  test('the delivery-country and language selector is a styled band with the choices side by side', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/uk/`)
    const selector = page.getByRole('region', { name: uk.SELECTOR_TITLE() })
    const background = await selector.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(background).not.toBe('rgba(0, 0, 0, 0)')
    const country = selector.getByRole('combobox', { name: uk.SELECTOR_COUNTRY() })
    const apply = selector.getByRole('button', { name: uk.SELECTOR_APPLY() })
    expect(Math.abs((await boxOf(country)).y - (await boxOf(apply)).y)).toBeLessThan(8)
    const languages = selector.getByRole('navigation', { name: uk.SELECTOR_LANGUAGE() }).getByRole('link')
    expect(Math.abs((await boxOf(languages.nth(0))).y - (await boxOf(languages.nth(3))).y)).toBeLessThan(4)
    expect(await selector.getByRole('link', { name: uk.ENGLISH_UK() }).getAttribute('aria-current')).toBe('page')
    expect(await seriousViolations(page, '.edition-selector')).toEqual([])
  })

  test('the minimized campaign header shows its logo on a light plate over the dark header', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/uk/winter-campaign/`)
    const banner = page.getByRole('banner')
    const logo = banner.getByRole('link', { name: uk.LOGO_LABEL() })
    const [headerGround, logoGround] = await Promise.all([banner.evaluate((element) => getComputedStyle(element).backgroundColor), logo.evaluate((element) => getComputedStyle(element).backgroundColor)])
    const lightness = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).reduce((sum, value) => sum + Number(value), 0) / 3
    expect(lightness(headerGround)).toBeLessThan(80)
    expect(lightness(logoGround)).toBeGreaterThan(230)
    expect(await seriousViolations(page, 'header')).toEqual([])
  })

  test('payment and social marks are shown whole at their desktop sizes (35×25, 24)', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/de/`)
    await expectMarks(page, { payment: [35, 25], social: [24, 24] })
  })

  test('the review form rates with five stars: a radio group whose chosen star and those before it are filled', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/de/p/1055/`)
    await page.getByRole('button', { name: de.REVIEW_WRITE() }).click()
    const dialog = page.getByRole('dialog', { name: de.REVIEW_WRITE() })
    const stars = dialog.getByRole('group', { name: `${de.REVIEW_RATING()} *` }).getByRole('radio')
    await stars.first().waitFor({ state: 'attached' })
    expect(await stars.count()).toBe(5)
    await dialog.getByRole('radio', { name: de.REVIEWS_AVERAGE({ average: '3' }) }).click()
    const filled = () => stars.evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input.parentElement!.querySelector('svg')!).fill !== 'none'))
    await page.mouse.move(0, 0)
    await expect.poll(filled).toEqual([true, true, true, false, false])
    await page.keyboard.press('ArrowRight')
    expect(await dialog.getByRole('radio', { name: de.REVIEWS_AVERAGE({ average: '4' }) }).isChecked()).toBe(true)
    await expect.poll(filled).toEqual([true, true, true, true, false])
    expect(await seriousViolations(page, '.modal')).toEqual([])
  })

  test('the bundle page has one h1', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/de/b/blutdruck-starter-set/`)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
  })

  test('the search page’s title names the phrase and the shop', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/search-de?searchPhrase=Blutdruck`)
    expect(await page.title()).toBe(de.TITLE_WITH_SHOP({ title: de.SEARCH_RESULT_FOR({ term: 'Blutdruck' }), shop: de.SHOP_NAME() }))
  })
})

/** Every payment and social mark in the footer at its size, its picture fitted into the box rather than cut to it. */
async function expectMarks(page: Page, sizes: { payment: [number, number]; social: [number, number] }) {
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  for (const [kind, alt] of [['payment', 'mastercard'], ['social', 'Instagram']] as const) {
    const mark = footer.getByRole('img', { name: alt }).first()
    await mark.scrollIntoViewIfNeeded()
    await expect.poll(() => mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    const box = await boxOf(mark)
    expect([Math.round(box.width), Math.round(box.height)], kind).toEqual(sizes[kind])
    expect(await mark.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).searchParams.get('crop')), kind).toBe('pad')
  }
}
