import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, CUSTOMER_PASSWORD, customerWithAddress, fieldOf, MONITOR, openFlyout, openProduct } from '../buy/support.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** The focused element's accessible role and text, as a screen reader would meet it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return { tag: element?.tagName.toLowerCase(), text: element?.textContent?.trim() ?? '', inMenu: Boolean(element?.closest('#mobile-menu')) }
  })

/** Shows the listing's filters, which a phone keeps behind a button. */
async function openFilters(page: Page, LL: ReturnType<typeof textsOf>) {
  const toggle = page.getByRole('button', { name: LL.FILTERS(), exact: true })
  if (await toggle.isVisible()) await toggle.click()
}

/** The listing has moved to the address the shopper's change asked for, and shows its products. */
async function listingAt(page: Page, search: (search: string) => boolean) {
  await page.waitForURL((url) => search(url.search))
  await expect.poll(() => page.locator('.listing__products').getAttribute('aria-busy')).toBe('false')
}

/** The first filter group of a category, opened, and its first value's box. */
async function firstFilterBox(page: Page, url: string, LL: ReturnType<typeof textsOf>) {
  await visit(page, url)
  await openFilters(page, LL)
  const group = page.locator('.filter-panel details').first()
  await group.locator('summary').click()
  return { group, box: group.getByRole('checkbox').first() }
}

/** A listing with its first two products chosen for comparison: the compare choices, and the comparison bar they brought. */
async function comparingTwo(page: Page, url: string, LL: ReturnType<typeof textsOf>) {
  await visit(page, url)
  const pick = page.getByRole('checkbox', { name: new RegExp(`^${LL.COMPARE()} `) })
  await pick.nth(0).check()
  await pick.nth(1).check()
  const bar = page.getByRole('complementary', { name: LL.COMPARE_PRODUCTS() })
  await bar.waitFor()
  return { pick, bar }
}

/** The forgot-password modal, opened from the login page's button. */
async function openForgotPassword(page: Page, loginUrl: string, LL: ReturnType<typeof textsOf>) {
  await visit(page, loginUrl)
  await page.getByRole('tabpanel', { name: LL.LOGIN() }).getByRole('button', { name: LL.FORGOT_PASSWORD() }).click()
  return page.getByRole('dialog', { name: LL.FORGOT_PASSWORD() })
}

/** The element has the focus. */
const hasFocus = (element: Locator) => element.evaluate((node) => node === document.activeElement)

/** The focused element's label and description, as a screen reader reads a field to correct. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null
    const described = (element?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
    return {
      name: element?.getAttribute('name') ?? null,
      invalid: element?.getAttribute('aria-invalid') ?? null,
      description: described.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' '),
    }
  })

describe('the focus never falls back to the page (WCAG 2.4.3)', () => {
  test.for(['fr', 'pl'] as const)('in /%s/ on a phone, the open menu keeps Tab inside, and Escape or its close button hand the focus back to the menu button', async (edition, { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport: PHONE })
    await visit(page, `${shopUrl}/${edition}/`)
    const toggle = page.getByRole('button', { name: LL.MENU_OPEN() })
    await toggle.click()
    const close = page.getByRole('button', { name: LL.MENU_CLOSE(), exact: true }).last()
    // Opened, the menu takes the focus to its first link.
    await expect.poll(async () => (await focused(page)).inMenu).toBe(true)
    const stops = new Set<string>()
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab')
      const now = await focused(page)
      expect(now.inMenu, `Tab ${step + 1} left the menu for ${now.tag} "${now.text}"`).toBe(true)
      stops.add(now.text)
    }
    // Round and round: the menu's links and its close button, and nothing else.
    expect(stops.has(LL.MENU_CLOSE())).toBe(true)
    await page.keyboard.press('Shift+Tab')
    expect((await focused(page)).inMenu).toBe(true)

    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0)
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)

    await toggle.press('Enter')
    await expect.poll(async () => (await focused(page)).inMenu).toBe(true)
    await close.press('Enter')
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0)
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  test('in /it/ on a desktop, closing the comparison gives the focus back to the button that opened it', async ({ openTab, shopUrl }) => {
    const LL = textsOf('it')
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/it/c/bilance/`)
    const pick = page.getByRole('checkbox', { name: new RegExp(`^${LL.COMPARE()} `) })
    await pick.nth(0).check()
    await pick.nth(1).check()
    const compare = page.getByRole('complementary', { name: LL.COMPARE_PRODUCTS() }).getByRole('button', { name: LL.COMPARE_COUNT({ count: 2 }) })
    await compare.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: LL.COMPARE_PRODUCTS() })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await compare.evaluate((button) => button === document.activeElement)).toBe(true)

    await compare.press('Enter')
    await dialog.getByRole('button', { name: LL.CLOSE() }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await compare.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  test.for([
    ['nl', '/nl/c/weegschalen/', PHONE],
    ['fr', '/fr/c/tensiometres/', DESKTOP],
  ] as const)('in /%s/, what takes the focus on Tab is never hidden under the comparison bar (WCAG 2.4.11)', async ([edition, path, viewport], { openTab, shopUrl }) => {
    const page = await openTab({ viewport })
    await comparingTwo(page, `${shopUrl}${path}`, textsOf(edition))
    const hidden: string[] = []
    for (let stop = 0; stop < 30; stop++) {
      await page.keyboard.press('Tab')
      const overlap = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        const barElement = document.querySelector('.comparison-bar')
        if (!element || !barElement || barElement.contains(element)) return null
        const box = element.getBoundingClientRect()
        return box.bottom > barElement.getBoundingClientRect().top ? (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 60) : null
      })
      if (overlap) hidden.push(overlap)
    }
    expect(hidden).toEqual([])
  })

  test.for([
    ['it', '/it/c/bilance/', PHONE],
    ['uk', '/uk/c/scales/', DESKTOP],
  ] as const)('in /%s/, a click on a product half under the comparison bar is not lost to a scroll', async ([edition, path, viewport], { openTab, shopUrl }) => {
    const page = await openTab({ viewport })
    const { pick, bar } = await comparingTwo(page, `${shopUrl}${path}`, textsOf(edition))
    // The third product's compare choice scrolled until the bar's top edge hides its lower half.
    const third = page.locator('.product-tile__compare').nth(2)
    const barTop = async () => (await bar.boundingBox())?.y ?? 0
    const box = async () => (await third.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }
    const before = await box()
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), before.y + before.height / 2 - (await barTop()))
    const straddling = await box()
    expect(straddling.y).toBeLessThan(await barTop())
    expect(straddling.y + straddling.height).toBeGreaterThan(await barTop())
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.mouse.click(straddling.x + straddling.width / 2, straddling.y + 2)
    await expect.poll(() => pick.nth(2).isChecked()).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test.for([
    ['de', '/de/c/blutdruckmessgeraete/', DESKTOP],
    ['pl', '/pl/c/cisnieniomierze/', PHONE],
  ] as const)('in /%s/, “load more” keeps the focus while it loads, then hands it to the first product it brought', async ([edition, path, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}${path}`)
    const tiles = page.locator('.product-grid > li:visible')
    const before = await tiles.count()
    const loadMore = page.getByRole('button', { name: LL.LOAD_MORE() })
    await loadMore.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => tiles.count()).toBeGreaterThan(before)
    const firstNewLink = tiles.nth(before).getByRole('link').first()
    // Beside whether it has the focus: what has it instead, whether the list is still loading, and its address.
    const focus = () =>
      firstNewLink.evaluate((link) => ({
        onFirstNewProduct: link === document.activeElement,
        focused: document.activeElement?.outerHTML.slice(0, 120),
        busy: document.querySelector('.listing__products')?.getAttribute('aria-busy'),
        address: `${location.pathname}${location.search}`,
      }))
    await expect.poll(focus).toMatchObject({ onFirstNewProduct: true })
  })

  test('in /uk/, a refused login keeps the focus on the login button and says why', async ({ page, shopUrl }) => {
    const LL = textsOf('uk')
    await visit(page, `${shopUrl}/uk/login/`)
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill('nobody-here@example.com')
    await fieldOf(login, LL.PASSWORD()).fill('Wrong-Pass1')
    const send = login.getByRole('button', { name: LL.LOGIN() })
    await send.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => login.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(LL.LOGIN_FAILED())
    expect(await send.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await fieldOf(login, LL.EMAIL()).inputValue()).toBe('nobody-here@example.com')
  })

  test('in /de/, the back-in-stock thanks take the focus from the form they replace', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
    await visit(page, `${shopUrl}/de/p/1055/`)
    await page.getByRole('button', { name: LL.BACK_IN_STOCK_TITLE() }).click()
    const dialog = page.getByRole('dialog', { name: LL.BACK_IN_STOCK_TITLE() })
    await dialog.getByRole('textbox').fill('focus-waits@example.com')
    await dialog.getByRole('button', { name: LL.BACK_IN_STOCK_SUBMIT() }).press('Enter')
    const thanks = dialog.getByRole('status')
    await expect.poll(() => thanks.textContent()).toBe(LL.BACK_IN_STOCK_SUCCESS())
    // The thanks take the focus once rendered (an effect after the answer).
    await expect.poll(() => thanks.evaluate((status) => status === document.activeElement)).toBe(true)
  })

  test.for([
    ['it', '/it/c/bilance/', '/it/preferiti', PHONE],
    ['de', '/de/c/blutdruckmessgeraete/', '/de/favoriten', DESKTOP],
  ] as const)('in /%s/, a favourite removed on the favourites page hands the focus to the next product’s button, the last one to “no favourites”', async ([edition, listing, favourites, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}${listing}`)
    const add = page.getByRole('button', { name: new RegExp(`^${LL.ADD_TO_FAVOURITES()}: `) })
    const titleOf = async (index: number) => ((await add.nth(index).textContent()) ?? '').split(': ')[1]!
    const first = await titleOf(0)
    const second = await titleOf(1)
    await add.nth(0).click()
    await page.getByRole('button', { name: `${LL.REMOVE_FROM_FAVOURITES()}: ${first}` }).waitFor()
    await page.getByRole('button', { name: `${LL.ADD_TO_FAVOURITES()}: ${second}` }).click()
    await page.getByRole('button', { name: `${LL.REMOVE_FROM_FAVOURITES()}: ${second}` }).waitFor()

    await visit(page, `${shopUrl}${favourites}`)
    const removeFirst = page.getByRole('button', { name: `${LL.REMOVE_FROM_FAVOURITES()}: ${first}` })
    const removeSecond = page.getByRole('button', { name: `${LL.REMOVE_FROM_FAVOURITES()}: ${second}` })
    await removeSecond.waitFor()
    await removeFirst.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => removeFirst.count()).toBe(0)
    await expect.poll(() => hasFocus(removeSecond)).toBe(true)

    await page.keyboard.press('Enter')
    const empty = page.getByText(LL.FAVOURITES_EMPTY())
    await expect.poll(() => empty.count()).toBe(1)
    await expect.poll(() => hasFocus(empty)).toBe(true)
  })

  test('in /de/ on a desktop, a filter chip removed with Enter hands the focus to the next chip, the last one to the listing’s product count', async ({ openTab, shopUrl }) => {
    const LL = textsOf('de')
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/de/c/blutdruckmessgeraete/?manufacturer=vitacura,vitacura-medical`)
    const chips = page.getByRole('list', { name: LL.ACTIVE_FILTERS() }).getByRole('button')
    await expect.poll(() => chips.count()).toBe(2)
    const vitacura = page.getByRole('button', { name: LL.FILTER_REMOVE({ name: 'Vitacura' }), exact: true })
    await vitacura.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => vitacura.count()).toBe(0)
    await expect.poll(() => chips.count()).toBe(1)
    await expect.poll(() => hasFocus(chips.first())).toBe(true)
    // The listing the removal asked for arrives and keeps the focus where it was.
    await listingAt(page, (search) => search === '?manufacturer=vitacura-medical')
    expect(await hasFocus(chips.first())).toBe(true)

    await page.keyboard.press('Enter')
    await expect.poll(() => chips.count()).toBe(0)
    const count = page.locator('.listing').getByRole('status').first()
    await expect.poll(() => hasFocus(count)).toBe(true)
    await page.waitForURL((url) => !url.search.includes('manufacturer='))
    expect(await hasFocus(count)).toBe(true)
  })

  test.for([
    ['de', 'blutdruckmessgeraete', PHONE],
    ['pl', 'cisnieniomierze', DESKTOP],
  ] as const)('in /%s/, resetting a filter value the facets do not list hands the focus to the listing’s product count', async ([edition, category, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/${edition}/c/${category}/?manufacturer=nope`)
    const reset = page.getByRole('button', { name: LL.FILTER_RESET() })
    await reset.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => reset.count()).toBe(0)
    const count = page.locator('.listing').getByRole('status').first()
    await expect.poll(() => hasFocus(count)).toBe(true)
  })

  test.for([
    ['de', 'blutdruckmessgeraete', PHONE],
    ['pl', 'cisnieniomierze', DESKTOP],
  ] as const)('in /%s/, unticking the last ticked value of a filter with Space keeps its group open and the focus on the box', async ([edition, category, viewport], { openTab, shopUrl }) => {
    const page = await openTab({ viewport })
    const { box } = await firstFilterBox(page, `${shopUrl}/${edition}/c/${category}/`, textsOf(edition))
    await box.focus()
    await page.keyboard.press('Space')
    await listingAt(page, (search) => search !== '')
    await page.keyboard.press('Space')
    await listingAt(page, (search) => search === '')
    expect(await box.isChecked()).toBe(false)
    expect(await box.isVisible()).toBe(true)
    expect(await hasFocus(box)).toBe(true)
  })

  test.for([
    ['fr', 'tensiometres', PHONE],
    ['nl', 'bloeddrukmeters', DESKTOP],
  ] as const)('in /%s/, a filter group closed by hand opens again when the browser’s back brings its selection back', async ([edition, category, viewport], { openTab, shopUrl }) => {
    const page = await openTab({ viewport })
    const { group, box } = await firstFilterBox(page, `${shopUrl}/${edition}/c/${category}/`, textsOf(edition))
    await box.check()
    await listingAt(page, (search) => search !== '')
    await box.uncheck()
    await listingAt(page, (search) => search === '')
    await group.locator('summary').click()
    await expect.poll(() => box.isVisible()).toBe(false)
    await page.goBack()
    await page.waitForURL((url) => url.search !== '')
    await expect.poll(() => box.isChecked()).toBe(true)
    await expect.poll(() => box.isVisible()).toBe(true)
  })

  test.for([
    ['it', 'misuratori-di-pressione', PHONE],
    ['de', 'blutdruckmessgeraete', DESKTOP],
  ] as const)('in /%s/, a price range cleared by typing only spaces shows the whole category and keeps the focus on the apply button', async ([edition, category, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/${edition}/c/${category}/?price=10-50`)
    await openFilters(page, LL)
    await page.getByRole('textbox', { name: LL.PRICE_MIN() }).fill('   ')
    await page.getByRole('textbox', { name: LL.PRICE_MAX() }).fill(' ')
    const apply = page.getByRole('button', { name: LL.FILTER_APPLY() })
    await apply.press('Enter')
    await listingAt(page, (search) => search === '')
    expect(await page.getByRole('textbox', { name: LL.PRICE_MIN() }).inputValue()).toBe('')
    expect(await apply.isVisible()).toBe(true)
    expect(await hasFocus(apply)).toBe(true)
  })

  test.for([
    ['pl', 'PL', '00-001', PHONE],
    ['fr', 'FR', '75001', DESKTOP],
  ] as const)('in /%s/, the customer area hands a refused save’s focus to the field to correct, a saved address or password to its notice, and a cancelled address form to the button that opened it', async ([edition, country, postalCode, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const { email } = await customerWithAddress(inject('backendUrl'), country)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/${edition}/personal/`)
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill(email)
    await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await Promise.all([page.waitForURL(`${shopUrl}/${edition}/personal/`, { timeout: 15_000 }), login.getByRole('button', { name: LL.LOGIN() }).click()])
    const main = page.locator('main')

    await fieldOf(main, LL.PHONE()).fill('12 345')
    await main.getByRole('button', { name: LL.SAVE() }).click()
    await expect.poll(() => focusedField(page)).toMatchObject({ name: 'phone', invalid: 'true', description: expect.stringContaining(LL.PHONE_FORMAT()) })

    await visit(page, `${shopUrl}/${edition}/address/`)
    await main.getByRole('button', { name: LL.ADDRESS_ADD() }).click()
    for (const [label, value] of [[LL.FIRST_NAME(), 'Ada'], [LL.LAST_NAME(), 'Lovelace'], [LL.COMPANY(), 'Difference Engines'], [LL.STREET(), 'Nowa 1'], [LL.POSTAL_CODE(), postalCode]] as const) {
      await fieldOf(main, label).fill(value)
    }
    await main.getByRole('button', { name: LL.SAVE() }).click()
    await expect.poll(() => focusedField(page)).toEqual({ name: 'city', invalid: 'true', description: LL.ADDRESS_CITY_REQUIRED() })
    await fieldOf(main, LL.CITY()).fill('Kraków')
    await main.getByRole('button', { name: LL.SAVE() }).click()
    const addressSaved = main.getByRole('status').getByText(LL.ADDRESS_SAVED())
    await expect.poll(() => addressSaved.count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => hasFocus(addressSaved)).toBe(true)
    // A form cancelled hands the focus back to the button that opened it.
    const edit = main.getByRole('button', { name: LL.ADDRESS_EDIT({ street: 'Nowa 1' }) })
    await edit.click()
    await main.getByRole('button', { name: LL.CANCEL() }).click()
    await expect.poll(() => hasFocus(edit)).toBe(true)
    const add = main.getByRole('button', { name: LL.ADDRESS_ADD() })
    await add.click()
    await main.getByRole('button', { name: LL.CANCEL() }).click()
    await expect.poll(() => hasFocus(add)).toBe(true)

    await visit(page, `${shopUrl}/${edition}/change-password/`)
    await fieldOf(main, LL.NEW_PASSWORD()).fill('New-Pass12!')
    await fieldOf(main, LL.REPEAT_PASSWORD()).fill('New-Pass12!')
    await main.getByRole('button', { name: LL.SAVE() }).click()
    const passwordSaved = main.getByRole('status').getByText(LL.PASSWORD_SAVED())
    await expect.poll(() => passwordSaved.count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => hasFocus(passwordSaved)).toBe(true)
  })

  test.for([
    ['fr', PHONE],
    ['nl', DESKTOP],
  ] as const)('in /%s/, the forgot-password confirmation takes the focus from the form it replaces', async ([edition, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    const modal = await openForgotPassword(page, `${shopUrl}/${edition}/login/`, LL)
    await fieldOf(modal, LL.EMAIL()).fill('focus-after-reset@example.com')
    await modal.getByRole('button', { name: LL.SEND() }).press('Enter')
    const confirmation = modal.getByRole('status')
    await expect.poll(() => confirmation.textContent(), { timeout: 15_000 }).toContain(LL.RESET_EMAIL_SENT({ email: 'focus-after-reset@example.com' }))
    await expect.poll(() => hasFocus(confirmation)).toBe(true)
  })

  test.for([
    ['it', PHONE],
    ['nl', DESKTOP],
  ] as const)('in /%s/, every refused reset request and newsletter signup takes the focus to the e-mail field, the second as much as the first, sent again unchanged or not', async ([edition, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    const modal = await openForgotPassword(page, `${shopUrl}/${edition}/login/`, LL)
    const resetEmail = fieldOf(modal, LL.EMAIL())
    const send = modal.getByRole('button', { name: LL.SEND() })
    // null: the form is sent again as it stands, untouched.
    for (const typed of ['', 'nope', null]) {
      if (typed !== null) await resetEmail.fill(typed)
      await send.click()
      await expect.poll(() => hasFocus(resetEmail)).toBe(true)
    }
    await modal.press('Escape')

    const newsletter = page.locator('.newsletter-form')
    const newsletterEmail = newsletter.getByRole('textbox')
    const subscribe = newsletter.getByRole('button')
    for (const typed of ['a@b', null, 'still-not-an-address']) {
      if (typed !== null) await newsletterEmail.fill(typed)
      await subscribe.click()
      await expect.poll(() => hasFocus(newsletterEmail)).toBe(true)
    }
  })

  test.for([
    ['pl', '1099', PHONE],
    ['uk', '1055', DESKTOP],
  ] as const)('in /%s/, the review thanks take the focus from the form they replace', async ([edition, productId, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/${edition}/p/${productId}/`)
    await page.getByRole('button', { name: LL.REVIEW_WRITE() }).click()
    const dialog = page.getByRole('dialog', { name: LL.REVIEW_WRITE() })
    await dialog.getByRole('radio', { name: LL.REVIEWS_AVERAGE({ average: '5' }) }).check()
    await dialog.getByRole('textbox', { name: LL.REVIEW_TITLE() }).fill('Fokus')
    await dialog.getByRole('textbox', { name: LL.REVIEW_TEXT() }).fill('Keyboard focus stays in the modal.')
    await dialog.getByRole('textbox', { name: LL.EMAIL() }).fill('focus-reviewer@example.com')
    await dialog.getByRole('button', { name: LL.REVIEW_SUBMIT() }).press('Enter')
    const thanks = dialog.getByRole('status')
    await expect.poll(() => thanks.textContent(), { timeout: 15_000 }).toBe(LL.REVIEW_THANKS())
    await expect.poll(() => hasFocus(thanks)).toBe(true)
  })

  test.for([
    ['es', PHONE],
    ['it', DESKTOP],
  ] as const)('in /%s/, an empty back-in-stock request takes the focus to the e-mail field, which says what is wrong', async ([edition, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/${edition}/p/1055/`)
    await page.getByRole('button', { name: LL.BACK_IN_STOCK_TITLE() }).click()
    const dialog = page.getByRole('dialog', { name: LL.BACK_IN_STOCK_TITLE() })
    await dialog.getByRole('button', { name: LL.BACK_IN_STOCK_SUBMIT() }).press('Enter')
    await expect.poll(() => focusedField(page)).toEqual({ name: 'email', invalid: 'true', description: LL.FIELD_REQUIRED() })
  })

  test.for([
    ['nl', PHONE],
    ['fr', DESKTOP],
  ] as const)('in /%s/, an incomplete review takes the focus to the first field to correct, which says what is wrong', async ([edition, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/${edition}/p/1055/`)
    await page.getByRole('button', { name: LL.REVIEW_WRITE() }).click()
    const dialog = page.getByRole('dialog', { name: LL.REVIEW_WRITE() })
    const submit = dialog.getByRole('button', { name: LL.REVIEW_SUBMIT() })
    await submit.press('Enter')
    await expect.poll(() => focusedField(page)).toEqual({ name: 'rating', invalid: 'true', description: LL.FIELD_REQUIRED() })

    await dialog.getByRole('radio', { name: LL.REVIEWS_AVERAGE({ average: '4' }) }).check()
    await dialog.getByRole('textbox', { name: LL.REVIEW_TITLE() }).fill('Fokus')
    await submit.press('Enter')
    await expect.poll(() => focusedField(page)).toEqual({ name: 'comment', invalid: 'true', description: LL.FIELD_REQUIRED() })
  })

  test.for([
    ['pl', PHONE],
    ['uk', DESKTOP],
  ] as const)('in /%s/, the open cart flyout keeps Tab inside, and Escape hands the focus back to the cart button', async ([edition, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await openProduct(page, shopUrl, edition, MONITOR.id)
    await addToCart(page, LL, 1)
    const flyout = await openFlyout(page, LL, 1)
    const inFlyout = () => page.evaluate(() => Boolean(document.activeElement?.closest('.cart-flyout')))
    await expect.poll(inFlyout).toBe(true)
    for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      const now = await focused(page)
      expect(await inFlyout(), `${key} left the cart flyout for ${now.tag} "${now.text}"`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => flyout.count()).toBe(0)
    expect(await hasFocus(page.getByRole('button', { name: LL.CART_WITH_COUNT({ count: 1 }), exact: true }))).toBe(true)
  })
})
