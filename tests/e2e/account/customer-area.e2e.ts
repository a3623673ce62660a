import { spawn } from 'node:child_process'
import type { Page } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import type { EditionKey } from '../../../app.config.ts'
import { ADDRESS_FIELD_MAX_LENGTH, NAME_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '../../../domain/constants.ts'
import { checkoutTexts } from '../../../backend/commerce/hosted-checkout/texts.ts'
import { seriousViolations } from '../support/axe.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { storefrontClient } from '../../support/storefront-client.ts'
import { addToCart, CUFF, CUSTOMER_PASSWORD, customerWithAddress, fieldOf, MONITOR, openFlyout, openProduct } from '../buy/support.ts'

/** Logs in on the login page the account page sent the shopper to, and waits to be back on that page. */
async function logInFromAccountPage(page: Page, shopUrl: string, edition: EditionKey, path: string, email: string, password: string) {
  const LL = textsOf(edition)
  await visit(page, `${shopUrl}${path}`)
  expect(new URL(page.url()).pathname).toBe(`/${edition}/login/`)
  expect(new URL(page.url()).searchParams.get('return')).toBe(path)
  const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
  await fieldOf(login, LL.EMAIL()).fill(email)
  await fieldOf(login, LL.PASSWORD()).fill(password)
  await Promise.all([page.waitForURL(`${shopUrl}${path}`, { timeout: 15_000 }), login.getByRole('button', { name: LL.LOGIN() }).click()])
}

/** `npm run backend:fulfil`'s module against the suite's backend. */
function fulfil(backendUrl: string, adminToken: string, orderNumber: string, company: string, number: string, url: string): Promise<void> {
  const port = new URL(backendUrl).port
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'backend/commerce/cli/fulfil.ts', orderNumber, company, number, url], {
      env: { ...process.env, BACKEND_PORT: port, BACKEND_PUBLIC_URL: backendUrl, BACKEND_ADMIN_TOKEN: adminToken },
      stdio: 'ignore',
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`backend:fulfil exited with ${code}`))))
  })
}

describe('the customer area', () => {
  const backendUrl = inject('backendUrl')
  const adminToken = inject('adminToken')

  for (const [edition, country, postalCode] of [['de', 'DE', '10115'], ['uk', 'GB', 'SW1A 1AA']] as const) {
    test(`${edition}: a visitor is sent to the login and back; personal data with a refused phone, then saved across a reload; an address refused with an empty field and a postal code of another shape, then saved; change password; sign out; no serious axe violation`, async ({ page, shopUrl }) => {
      const LL = textsOf(edition)
      const { email } = await customerWithAddress(backendUrl, country)
      await logInFromAccountPage(page, shopUrl, edition, `/${edition}/personal/`, email, CUSTOMER_PASSWORD)
      const nav = page.getByRole('navigation', { name: LL.ACCOUNT_AREA() })
      await nav.getByRole('link', { name: LL.ACCOUNT_ORDERS(), exact: true }).waitFor({ timeout: 15_000 })
      for (const name of [LL.ACCOUNT_ORDERS(), LL.ACCOUNT_PERSONAL_DATA(), LL.ACCOUNT_ADDRESS(), LL.ACCOUNT_CHANGE_PASSWORD()]) expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(1)
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')

      // Personal data: a phone not in E.164 is refused with its message, then a good one is saved and stays. The
      // platform gives a phone number to one account only, so each walk saves one of its own.
      const goodPhone = `+4930${Date.now() % 10_000_000}`
      const phone = fieldOf(page.locator('main'), LL.PHONE())
      await phone.waitFor()
      expect(await fieldOf(page.locator('main'), LL.FIRST_NAME()).inputValue()).toBe('Ada')
      await phone.fill('030 12345 x')
      await page.getByRole('button', { name: LL.SAVE() }).click()
      await page.getByRole('textbox', { name: LL.PHONE(), description: new RegExp(LL.PHONE_FORMAT().replace('.', '\\.')) }).waitFor()
      await phone.fill(goodPhone)
      await page.getByRole('button', { name: LL.SAVE() }).click()
      await page.getByRole('status').getByText(LL.PERSONAL_DATA_SAVED()).waitFor({ timeout: 15_000 })
      await visit(page, `${shopUrl}/${edition}/personal/`)
      await expect.poll(() => fieldOf(page.locator('main'), LL.PHONE()).inputValue(), { timeout: 15_000 }).toBe(goodPhone)
      expect(await seriousViolations(page)).toEqual([])

      // Address: an empty required field is refused with its own message; then the address is saved.
      await Promise.all([page.waitForURL(`${shopUrl}/${edition}/address/`), nav.getByRole('link', { name: LL.ACCOUNT_ADDRESS() }).click()])
      await page.getByText(LL.ADDRESS_DEFAULT()).waitFor({ timeout: 15_000 })
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: LL.ADDRESS_ADD() }).click()
      const form = page.locator('main form')
      await fieldOf(form, LL.FIRST_NAME()).fill('Ada')
      await fieldOf(form, LL.LAST_NAME()).fill('Lovelace')
      await fieldOf(form, LL.COMPANY()).fill('Difference Engines')
      await fieldOf(form, LL.STREET()).fill('Second Street 7')
      // A postal code not written as the delivery country writes them is refused, saying how one is written.
      await fieldOf(form, LL.POSTAL_CODE()).fill('1011')
      await page.getByRole('button', { name: LL.SAVE() }).click()
      await page.getByRole('textbox', { name: LL.CITY(), description: LL.ADDRESS_CITY_REQUIRED() }).waitFor()
      await page.getByRole('textbox', { name: LL.POSTAL_CODE(), description: LL.ADDRESS_POSTAL_CODE_FORMAT({ example: postalCode }) }).waitFor()
      expect(await fieldOf(form, LL.STREET()).inputValue()).toBe('Second Street 7')
      expect(await seriousViolations(page)).toEqual([])
      await fieldOf(form, LL.POSTAL_CODE()).fill(postalCode)
      await fieldOf(form, LL.CITY()).fill('Berlin')
      await page.getByRole('checkbox', { name: LL.ADDRESS_MAKE_DEFAULT() }).check()
      await page.getByRole('button', { name: LL.SAVE() }).click()
      await page.getByRole('status').getByText(LL.ADDRESS_SAVED()).waitFor({ timeout: 15_000 })
      expect(await page.locator('.address-card').first().textContent()).toContain('Second Street 7')

      // Change password: a repeat that does not match is refused; the new password then logs in, the old one not.
      await Promise.all([page.waitForURL(`${shopUrl}/${edition}/change-password/`), nav.getByRole('link', { name: LL.ACCOUNT_CHANGE_PASSWORD() }).click()])
      expect(await seriousViolations(page)).toEqual([])
      const newPassword = 'Brand-New-Pass2'
      await fieldOf(page.locator('main'), LL.NEW_PASSWORD()).fill(newPassword)
      await fieldOf(page.locator('main'), LL.REPEAT_PASSWORD()).fill(`${newPassword}x`)
      await page.getByRole('button', { name: LL.SAVE() }).click()
      await page.getByText(LL.PASSWORD_MISMATCH()).waitFor()
      await fieldOf(page.locator('main'), LL.REPEAT_PASSWORD()).fill(newPassword)
      await page.getByRole('button', { name: LL.SAVE() }).click()
      await page.getByRole('status').getByText(LL.PASSWORD_SAVED()).waitFor({ timeout: 15_000 })
      // The session goes on with the new token.
      await visit(page, `${shopUrl}/${edition}/order-history/`)
      await page.getByText(LL.ORDERS_EMPTY()).waitFor({ timeout: 15_000 })
      expect(await seriousViolations(page)).toEqual([])

      // Sign out: account pages lead to the login again, where the old password is refused and the new one works.
      await Promise.all([page.waitForURL(/\/login\/\?return=/, { timeout: 15_000 }), nav.getByRole('button', { name: LL.ACCOUNT_LOGOUT() }).click()])
      await visit(page, `${shopUrl}/${edition}/address/`)
      expect(new URL(page.url()).pathname).toBe(`/${edition}/login/`)
      const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
      await fieldOf(login, LL.EMAIL()).fill(email)
      await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
      await login.getByRole('button', { name: LL.LOGIN() }).click()
      await expect.poll(() => login.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(LL.LOGIN_FAILED())
      await fieldOf(login, LL.PASSWORD()).fill(newPassword)
      await Promise.all([page.waitForURL(`${shopUrl}/${edition}/address/`, { timeout: 15_000 }), login.getByRole('button', { name: LL.LOGIN() }).click()])
    })
  }

  test.for([
    ['it', 'IT', { width: 1280, height: 900 }],
    ['pl', 'PL', { width: 390, height: 844 }],
  ] as const)('%s: a first name saved in personal data greets the customer at once, on the page and in the account popover, with no reload', async ([edition, country, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    const { email } = await customerWithAddress(backendUrl, country)
    await logInFromAccountPage(page, shopUrl, edition, `/${edition}/personal/`, email, CUSTOMER_PASSWORD)
    await page.getByText(LL.ACCOUNT_GREETING({ name: 'Ada' })).waitFor({ timeout: 15_000 })
    const visit = await page.evaluate(() => performance.timeOrigin)

    const firstName = fieldOf(page.locator('main'), LL.FIRST_NAME())
    await expect.poll(() => firstName.inputValue(), { timeout: 15_000 }).toBe('Ada')
    await firstName.fill('Beatrice')
    await page.getByRole('button', { name: LL.SAVE(), exact: true }).click()
    await page.getByRole('status').getByText(LL.PERSONAL_DATA_SAVED()).waitFor({ timeout: 15_000 })
    await page.getByText(LL.ACCOUNT_GREETING({ name: 'Beatrice' })).waitFor()
    await page.getByRole('button', { name: LL.MY_ACCOUNT() }).click()
    await page.getByText(LL.ACCOUNT_WELCOME({ name: 'Beatrice' })).waitFor()
    expect(await page.getByText(LL.ACCOUNT_WELCOME({ name: 'Ada' })).count()).toBe(0)
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(visit)
  })

  test('pl on a phone: a first name takes no more than the platform saves, and one with markup is refused at its field, in Polish, keeping what was typed', async ({ openTab, shopUrl }) => {
    const LL = textsOf('pl')
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    const { email } = await customerWithAddress(backendUrl, 'PL')
    await logInFromAccountPage(page, shopUrl, 'pl', '/pl/personal/', email, CUSTOMER_PASSWORD)
    const firstName = fieldOf(page.locator('main'), LL.FIRST_NAME())
    await expect.poll(() => firstName.inputValue(), { timeout: 15_000 }).toBe('Ada')

    await firstName.fill('A'.repeat(300))
    expect((await firstName.inputValue()).length).toBe(NAME_MAX_LENGTH)

    const markup = '<img src=x onerror=alert(1)>'
    await firstName.fill(markup)
    await page.getByRole('button', { name: LL.SAVE(), exact: true }).click()
    await page.getByRole('textbox', { name: LL.FIRST_NAME(), description: LL.NAME_CHARACTERS() }).waitFor()
    expect(await page.getByRole('alert').filter({ hasText: LL.SOMETHING_WRONG() }).count()).toBe(0)
    expect(await firstName.inputValue()).toBe(markup)
  })

  test('it on a phone: a new address with < or > in a name and a street longer than the platform saves and a street typed as the postal code are refused at each field, in Italian, before anything is sent, keeping what was typed', async ({ openTab, shopUrl }) => {
    const LL = textsOf('it')
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    const { email } = await customerWithAddress(backendUrl, 'IT')
    await logInFromAccountPage(page, shopUrl, 'it', '/it/address/', email, CUSTOMER_PASSWORD)
    await page.getByText(LL.ADDRESS_DEFAULT()).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: LL.ADDRESS_ADD() }).click()
    const form = page.locator('main form')
    const street = fieldOf(form, LL.STREET())

    // The street takes no more than the platform saves.
    await street.fill('S'.repeat(300))
    expect((await street.inputValue()).length).toBe(ADDRESS_FIELD_MAX_LENGTH)

    // A longer street still arrives when pasted or filled in by a script that ignores the field's limit.
    const longStreet = `Via ${'S'.repeat(ADDRESS_FIELD_MAX_LENGTH - 3)}`
    await street.evaluate((input) => input.removeAttribute('maxlength'))
    await street.fill(longStreet)
    await fieldOf(form, LL.FIRST_NAME()).fill('<b>Ada</b>')
    await fieldOf(form, LL.LAST_NAME()).fill('Lovelace')
    await fieldOf(form, LL.COMPANY()).fill('Macchine Differenziali')
    await fieldOf(form, LL.POSTAL_CODE()).fill('Via del Corso 1, 00184')
    await fieldOf(form, LL.CITY()).fill('Roma')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url())
    })
    await page.getByRole('button', { name: LL.SAVE(), exact: true }).click()

    await page.getByRole('textbox', { name: LL.FIRST_NAME(), description: LL.NAME_CHARACTERS() }).waitFor()
    await page.getByRole('textbox', { name: LL.STREET(), description: LL.NAME_TOO_LONG({ max: ADDRESS_FIELD_MAX_LENGTH }) }).waitFor()
    await page.getByRole('textbox', { name: LL.POSTAL_CODE(), description: LL.NAME_TOO_LONG({ max: POSTAL_CODE_MAX_LENGTH }) }).waitFor()
    expect(await page.getByRole('alert').filter({ hasText: LL.SOMETHING_WRONG() }).count()).toBe(0)
    expect(await fieldOf(form, LL.FIRST_NAME()).inputValue()).toBe('<b>Ada</b>')
    expect(await fieldOf(form, LL.POSTAL_CODE()).inputValue()).toBe('Via del Corso 1, 00184')
    expect(await street.inputValue()).toBe(longStreet)
    expect(await fieldOf(form, LL.CITY()).inputValue()).toBe('Roma')
    expect(sent.filter((url) => /customer|_serverFn|graphql/.test(url))).toEqual([])
  })

  test("global: an address is saved in Germany, the global store's delivery country, as its checkout is; a postal code changed after the form's check is refused by the server, said in English at its field, and nothing is saved", async ({ page, shopUrl }) => {
    const LL = textsOf('global')
    const { email, token } = await customerWithAddress(backendUrl, 'DE')
    await logInFromAccountPage(page, shopUrl, 'global', '/global/address/', email, CUSTOMER_PASSWORD)
    await page.getByText(LL.ADDRESS_DEFAULT()).waitFor({ timeout: 15_000 })
    const form = page.locator('main form')
    const fillAddress = async (street: string) => {
      await page.getByRole('button', { name: LL.ADDRESS_ADD() }).click()
      for (const [label, value] of [[LL.FIRST_NAME(), 'Ada'], [LL.LAST_NAME(), 'Lovelace'], [LL.COMPANY(), 'Difference Engines'], [LL.STREET(), street], [LL.POSTAL_CODE(), '10115'], [LL.CITY(), 'Berlin']] as const) {
        await fieldOf(form, label).fill(value)
      }
    }
    await fillAddress('Second Street 7')
    await page.getByRole('button', { name: LL.SAVE(), exact: true }).click()
    await page.getByRole('status').getByText(LL.ADDRESS_SAVED()).waitFor({ timeout: 15_000 })
    const addresses = async () => {
      const reply = await storefrontClient(backendUrl)(`query ($t: String!) { customer(customerAccessToken: $t) { addresses(first: 5) { nodes { address1 zip countryCodeV2 } } } }`, { t: token.accessToken })
      return reply.customer.addresses.nodes as Array<{ address1: string; zip: string; countryCodeV2: string | null }>
    }
    expect(await addresses()).toContainEqual({ address1: 'Second Street 7', zip: '10115', countryCodeV2: 'DE' })

    // The form lets 10115 through; the request is changed on its way, as a script could send it.
    await fillAddress('Third Street 9')
    let changed = false
    await page.route('**/_serverFn/**', async (route) => {
      const body = route.request().postData() ?? ''
      if (route.request().method() !== 'POST' || !body.includes('Third Street 9')) return route.continue()
      changed = body.includes('10115')
      await route.continue({ postData: body.replace('10115', '1-0115') })
    })
    await page.getByRole('button', { name: LL.SAVE(), exact: true }).click()
    await page.getByRole('textbox', { name: LL.POSTAL_CODE(), description: LL.ADDRESS_POSTAL_CODE_FORMAT({ example: '10115' }) }).waitFor({ timeout: 15_000 })
    expect(changed).toBe(true)
    expect(await fieldOf(form, LL.STREET()).inputValue()).toBe('Third Street 9')
    expect((await addresses()).map((address) => address.address1)).not.toContain('Third Street 9')
  })

  test('de on a phone: an address saved with a word longer than the screen is wide wraps inside its card, and the page does not scroll sideways', async ({ openTab, shopUrl }) => {
    const LL = textsOf('de')
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    const { email } = await customerWithAddress(backendUrl, 'DE')
    await logInFromAccountPage(page, shopUrl, 'de', '/de/address/', email, CUSTOMER_PASSWORD)
    await page.getByText(LL.ADDRESS_DEFAULT()).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: LL.ADDRESS_ADD() }).click()
    const form = page.locator('main form')
    const company = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft'
    await fieldOf(form, LL.FIRST_NAME()).fill('Ada')
    await fieldOf(form, LL.LAST_NAME()).fill('Lovelace')
    await fieldOf(form, LL.COMPANY()).fill(company)
    await fieldOf(form, LL.STREET()).fill('Hauptstraße 1')
    await fieldOf(form, LL.POSTAL_CODE()).fill('10115')
    await fieldOf(form, LL.CITY()).fill('Berlin')
    await page.getByRole('button', { name: LL.SAVE(), exact: true }).click()
    await page.locator('.address-card address').getByText(company).waitFor({ timeout: 15_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('fr: the phone and the new default address a customer saves in the customer area fill the hosted checkout in at once, with no reload (SPEC §7)', async ({ page, shopUrl }) => {
    const LL = textsOf('fr')
    const { email } = await customerWithAddress(backendUrl, 'FR')
    await logInFromAccountPage(page, shopUrl, 'fr', '/fr/personal/', email, CUSTOMER_PASSWORD)
    await openProduct(page, shopUrl, 'fr', MONITOR.id)
    await addToCart(page, LL, 1)
    await visit(page, `${shopUrl}/fr/personal/`)
    const main = page.locator('main')
    const phone = `+336${String(Date.now() % 100_000_000).padStart(8, '0')}`
    await fieldOf(main, LL.PHONE()).fill(phone)
    await page.getByRole('button', { name: LL.SAVE() }).click()
    await page.getByRole('status').getByText(LL.PERSONAL_DATA_SAVED()).waitFor({ timeout: 15_000 })

    const nav = page.getByRole('navigation', { name: LL.ACCOUNT_AREA() })
    await Promise.all([page.waitForURL(`${shopUrl}/fr/address/`), nav.getByRole('link', { name: LL.ACCOUNT_ADDRESS() }).click()])
    await page.getByText(LL.ADDRESS_DEFAULT()).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: LL.ADDRESS_ADD() }).click()
    const form = page.locator('main form')
    for (const [label, value] of [[LL.FIRST_NAME(), 'Ada'], [LL.LAST_NAME(), 'Lovelace'], [LL.COMPANY(), 'Moteurs Analytiques'], [LL.STREET(), 'Rue Neuve 3'], [LL.POSTAL_CODE(), '75001'], [LL.CITY(), 'Paris']] as const) {
      await fieldOf(form, label).fill(value)
    }
    await page.getByRole('checkbox', { name: LL.ADDRESS_MAKE_DEFAULT() }).check()
    await page.getByRole('button', { name: LL.SAVE() }).click()
    await page.getByRole('status').getByText(LL.ADDRESS_SAVED()).waitFor({ timeout: 15_000 })

    const flyout = await openFlyout(page, LL, 1)
    await Promise.all([page.waitForURL(/\/checkout\//, { timeout: 15_000 }), flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()])
    const hosted = Object.fromEntries(new URL(page.url()).searchParams)
    expect(hosted).toMatchObject({
      'checkout[email]': email,
      'checkout[shipping_address][first_name]': 'Ada',
      'checkout[shipping_address][last_name]': 'Lovelace',
      'checkout[shipping_address][company]': 'Moteurs Analytiques',
      'checkout[shipping_address][address1]': 'Rue Neuve 3',
      'checkout[shipping_address][zip]': '75001',
      'checkout[shipping_address][city]': 'Paris',
      'checkout[shipping_address][phone]': phone,
      'checkout[shipping_address][country]': 'FR',
    })
  })

  test('the cart flyout a customer opens while the next page of the customer area is still loading stays open once that page shows', async ({ page, shopUrl }) => {
    const LL = textsOf('pl')
    const { email } = await customerWithAddress(backendUrl, 'PL')
    await logInFromAccountPage(page, shopUrl, 'pl', '/pl/personal/', email, CUSTOMER_PASSWORD)
    const nav = page.getByRole('navigation', { name: LL.ACCOUNT_AREA() })
    // The orders page comes slowly, as on a slow network: the fetches of its address wait until released.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_serverFn/**', async (route) => {
      if (decodeURIComponent(route.request().url()).includes('/pl/order-history/')) await released
      await route.continue()
    })
    await nav.getByRole('link', { name: LL.ACCOUNT_ORDERS(), exact: true }).click()
    await page.getByRole('button', { name: LL.CART_WITH_COUNT({ count: 0 }), exact: true }).click()
    const flyout = page.getByRole('dialog', { name: new RegExp(`^${LL.CART()}`) })
    await flyout.waitFor()
    release()
    await page.waitForURL(`${shopUrl}/pl/order-history/`)
    await page.getByText(LL.ORDERS_EMPTY()).waitFor({ timeout: 15_000 })
    expect(await flyout.isVisible()).toBe(true)
  })

  test.for([
    ['de', 'DE', 'de', /€/],
    ['uk', 'GB', 'en', /£/],
  ] as const)('%s: an order placed as a logged-in customer on the hosted checkout is in the history with its detail, in its currency, and shows shipped with its tracking number once fulfilled', async ([edition, country, language, currency], { page, shopUrl }) => {
    const LL = textsOf(edition)
    const { email } = await customerWithAddress(backendUrl, country)
    await logInFromAccountPage(page, shopUrl, edition, `/${edition}/order-history/`, email, CUSTOMER_PASSWORD)
    await page.getByText(LL.ORDERS_EMPTY()).waitFor({ timeout: 15_000 })

    await openProduct(page, shopUrl, edition, CUFF.id)
    await page.getByRole('radio', { name: CUFF.size }).check()
    await addToCart(page, LL, 1)
    const flyout = await openFlyout(page, LL, 1)
    await Promise.all([page.waitForURL(/\/checkout\//), flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()])
    const texts = checkoutTexts(language)
    for (const [name, value] of [[texts.firstName, 'Ada'], [texts.lastName, 'Lovelace'], [texts.address1, 'Main Street 5'], [texts.city, 'Town'], [texts.zip, '10115']] as const) {
      const field = page.getByRole('textbox', { name })
      if (!(await field.inputValue())) await field.fill(value)
    }
    await page.getByRole('button', { name: texts.placeOrder }).click()
    await page.getByRole('heading', { name: texts.thanks }).waitFor()

    await visit(page, `${shopUrl}/${edition}/order-history/`)
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^${LL.ORDER_SHOW({ name: '#' })}`) }) })
    await row.first().waitFor({ timeout: 15_000 })
    expect(await row.count()).toBe(1)
    expect(await row.textContent()).toContain(LL.ORDER_IN_PROGRESS())
    expect(await row.textContent()).toMatch(currency)
    const link = row.getByRole('link')
    const orderName = ((await link.textContent()) ?? '').replace(/^.*#/, '')
    await Promise.all([page.waitForURL(`${shopUrl}/${edition}/order-history/${orderName}/`), link.click()])
    for (const label of [LL.ORDER_DATE(), LL.ORDER_NUMBER(), LL.ORDER_DELIVERY_ADDRESS(), LL.ORDER_DELIVERY_STATUS(), LL.ORDER_SHIPPING_COSTS(), LL.ORDER_SUBTOTAL(), LL.ORDER_TOTAL(), LL.ORDER_VAT()]) {
      await page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).first().waitFor({ timeout: 15_000 })
    }
    for (const header of [LL.ORDER_ARTICLE(), LL.ORDER_ARTICLE_NUMBER(), LL.ORDER_COLOUR(), LL.ORDER_UNIT_PRICE(), LL.ORDER_QUANTITY()]) expect(await page.getByRole('columnheader', { name: header, exact: true }).count()).toBeGreaterThan(0)
    // The cuff was bought in a size: the line names it by the article, and names no colour.
    const line = page.getByRole('row').filter({ has: page.getByRole('rowheader') }).first()
    expect(await line.getByRole('rowheader').textContent()).toMatch(new RegExp(`${LL.SIZE()}: M \\(`))
    expect(await line.getByRole('cell').nth(1).textContent()).toBe('—')
    // Nothing shipped yet: nothing to return.
    expect(await page.getByRole('link', { name: new RegExp(`^${LL.ORDER_RETURN_ITEM()}`) }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])

    await fulfil(backendUrl, adminToken, orderName, 'DHL', '00340434161234567890', 'https://tracking.example/00340434161234567890')
    await visit(page, page.url())
    await page.getByText(LL.ORDER_SHIPPED()).waitFor({ timeout: 15_000 })
    expect(await page.getByText('DHL 00340434161234567890').count()).toBe(1)
    expect(await page.getByRole('link', { name: LL.ORDER_TRACK() }).getAttribute('href')).toBe('https://tracking.example/00340434161234567890')
    const returnLink = page.getByRole('link', { name: new RegExp(`^${LL.ORDER_RETURN_ITEM()}`) })
    expect(await returnLink.getAttribute('href')).toMatch(/^mailto:service@shop\.example\?subject=/)
    await Promise.all([page.waitForURL(`${shopUrl}/${edition}/order-history/`), page.getByRole('link', { name: LL.ORDER_BACK_TO_OVERVIEW() }).click()])
    expect(await row.textContent()).toContain(LL.ORDER_SHIPPED())
  })

  // Accounts are the platform's, not a store's: an address saved in the British store shows in the Dutch one.
  test.for([
    ['nl', { width: 1280, height: 900 }],
    ['de', { width: 390, height: 844 }],
  ] as const)('in /%s/, an address saved in another country names its country, is checked by that country’s postal codes and stays in it when changed', async ([edition, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    const { email, token } = await customerWithAddress(backendUrl, edition.toUpperCase())
    const call = storefrontClient(backendUrl)
    const london = { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines', address1: '10 Downing Street', address2: '', city: 'London', zip: 'SW1A 2AA', country: 'GB' }
    const created = await call(`mutation ($address: MailingAddressInput!, $token: String!) { customerAddressCreate(address: $address, customerAccessToken: $token) { customerUserErrors { code } } }`, { address: london, token: token.accessToken })
    expect(created.customerAddressCreate.customerUserErrors).toEqual([])
    await logInFromAccountPage(page, shopUrl, edition, `/${edition}/address/`, email, CUSTOMER_PASSWORD)

    const britain = new Intl.DisplayNames([edition], { type: 'region' }).of('GB') ?? 'GB'
    const card = page.locator('.address-card').filter({ hasText: london.address1 })
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain(britain)
    // The address in the store's own country names none.
    expect(await page.locator('.address-card').filter({ hasText: 'Main Street 5' }).textContent()).not.toContain(britain)

    await card.getByRole('button', { name: LL.ADDRESS_EDIT({ street: london.address1 }) }).click()
    const form = page.locator('main form')
    await form.getByText(`${LL.SELECTOR_COUNTRY()}: ${britain}`).waitFor()
    // The store's own postal codes are not the address's: one written as this store's country writes them is refused with a British example.
    const storeCode = edition === 'nl' ? '1012 AB' : '10115'
    await fieldOf(form, LL.POSTAL_CODE()).fill(storeCode)
    await page.getByRole('button', { name: LL.SAVE() }).click()
    await page.getByRole('textbox', { name: LL.POSTAL_CODE(), description: LL.ADDRESS_POSTAL_CODE_FORMAT({ example: 'SW1A 1AA' }) }).waitFor()
    await fieldOf(form, LL.POSTAL_CODE()).fill(london.zip)
    await fieldOf(form, LL.CITY()).fill('Westminster')
    await page.getByRole('button', { name: LL.SAVE() }).click()
    await page.getByRole('status').getByText(LL.ADDRESS_SAVED()).waitFor({ timeout: 15_000 })
    await expect.poll(() => card.textContent()).toContain('Westminster')
    expect(await card.textContent()).toContain(britain)

    const saved = await call(`query ($token: String!) { customer(customerAccessToken: $token) { addresses(first: 5) { nodes { address1 city zip countryCodeV2 } } } }`, { token: token.accessToken })
    expect(saved.customer.addresses.nodes).toContainEqual({ address1: london.address1, city: 'Westminster', zip: london.zip, countryCodeV2: 'GB' })
  })

  // SPEC §8: a save the platform half made is not made twice when the shopper sends the form again.
  test('in /uk/ on a phone, a new address whose making the default failed is saved once: the same form sent again makes it the default and adds no copy', async ({ openTab, shopUrl }) => {
    const LL = textsOf('uk')
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }
    const { email } = await customerWithAddress(backendUrl, 'GB')
    await logInFromAccountPage(page, shopUrl, 'uk', '/uk/address/', email, CUSTOMER_PASSWORD)
    await page.getByText(LL.ADDRESS_DEFAULT()).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: LL.ADDRESS_ADD() }).click()
    const form = page.locator('main form')
    await fieldOf(form, LL.FIRST_NAME()).fill('Ada')
    await fieldOf(form, LL.LAST_NAME()).fill('Lovelace')
    await fieldOf(form, LL.COMPANY()).fill('Difference Engines')
    await fieldOf(form, LL.STREET()).fill('1 Horse Guards Road')
    await fieldOf(form, LL.POSTAL_CODE()).fill('SW1A 2HQ')
    await fieldOf(form, LL.CITY()).fill('London')
    await page.getByRole('checkbox', { name: LL.ADDRESS_MAKE_DEFAULT() }).check()
    // The address book is read and the address created; the platform then fails to make it the default.
    const fault = (body: object) => fetch(`${backendUrl}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'graphql', ...body }) })
    try {
      await fault({ mode: 'slow', delayMs: 0, count: 2 })
      await fault({ mode: '500' })
      await page.getByRole('button', { name: LL.SAVE() }).click()
      await form.getByText(LL.SOMETHING_WRONG()).waitFor({ timeout: 15_000 })
    } finally {
      await fetch(`${backendUrl}/admin/faults`, { method: 'DELETE', headers: admin })
    }
    expect(await fieldOf(form, LL.STREET()).inputValue()).toBe('1 Horse Guards Road')
    await page.getByRole('button', { name: LL.SAVE() }).click()
    await page.getByRole('status').getByText(LL.ADDRESS_SAVED()).waitFor({ timeout: 15_000 })
    const cards = page.locator('.address-card').filter({ hasText: '1 Horse Guards Road' })
    await expect.poll(() => cards.count()).toBe(1)
    expect(await cards.textContent()).toContain(LL.ADDRESS_DEFAULT())
  })
})
