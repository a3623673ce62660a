import { describe, expect, inject } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { CUSTOMER_PASSWORD, customerWithAddress, fieldOf } from './support.ts'

const newEmail = () => `new-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

describe('the login and registration page', () => {
  const backendUrl = inject('backendUrl')

  // One edition in euro, one in pound.
  test.for(['de', 'uk'] as const)('in %s a shopper registers on the Register tab, is thanked, and goes on to the customer area logged in: the header shows the account popover instead of the login icon', async (edition, { page, shopUrl }) => {
    const LL = textsOf(edition)
    await visit(page, `${shopUrl}/${edition}/`)
    const header = page.getByRole('banner')
    // The login link carries the page to come back to.
    await Promise.all([page.waitForURL((url) => url.pathname === `/${edition}/login/` && url.searchParams.get('return') === `/${edition}/`), header.getByRole('link', { name: LL.LOGIN(), exact: true }).click()])

    // Arrow keys move between the tabs, and select the tab they move to.
    await page.getByRole('tab', { name: LL.LOGIN() }).focus()
    await page.keyboard.press('ArrowRight')
    const registerTab = page.getByRole('tab', { name: LL.REGISTER() })
    expect(await registerTab.getAttribute('aria-selected')).toBe('true')
    expect(await registerTab.evaluate((tab) => tab === document.activeElement)).toBe(true)
    const register = page.getByRole('tabpanel', { name: LL.REGISTER() })

    // Nothing is sent until the input keeps the rules: each field says what is wrong with it.
    await register.getByRole('button', { name: LL.REGISTER_SUBMIT() }).click()
    expect(await register.getByRole('alert').textContent()).toBe(LL.CHECK_INPUT())
    const firstName = fieldOf(register, LL.FIRST_NAME())
    expect(await firstName.getAttribute('aria-invalid')).toBe('true')
    expect(await firstName.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await register.getByRole('textbox', { name: LL.FIRST_NAME(), description: LL.FIRST_NAME_REQUIRED() }).count()).toBe(1)

    await firstName.fill('Grace')
    await fieldOf(register, LL.LAST_NAME()).fill('Hopper')
    await fieldOf(register, LL.EMAIL()).fill(newEmail())
    await fieldOf(register, LL.PASSWORD()).fill('Compiler-1952')
    await register.getByRole('button', { name: LL.REGISTER_SUBMIT() }).click()
    await page.getByRole('status').getByText(LL.REGISTER_SUCCESS()).waitFor({ timeout: 15_000 })
    // SPEC §4: thanks, then the account, not the page the shopper came from.
    await page.waitForURL(`${shopUrl}/${edition}/order-history/`)
    await page.getByRole('heading', { level: 1, name: LL.ACCOUNT_ORDERS() }).waitFor()
    await header.getByRole('button', { name: LL.MY_ACCOUNT() }).click()
    await page.getByText(LL.ACCOUNT_WELCOME({ name: 'Grace' })).waitFor()
    expect(await header.getByRole('link', { name: LL.LOGIN(), exact: true }).count()).toBe(0)
  })

  test('a registration with an e-mail already in use is refused with the translated reason, and the form keeps what was typed', async ({ page, shopUrl }) => {
    const LL = textsOf('fr')
    const { email } = await customerWithAddress(backendUrl, 'FR')
    await visit(page, `${shopUrl}/fr/login/`)
    await page.getByRole('tab', { name: LL.REGISTER() }).click()
    const register = page.getByRole('tabpanel', { name: LL.REGISTER() })
    await fieldOf(register, LL.FIRST_NAME()).fill('Ada')
    await fieldOf(register, LL.LAST_NAME()).fill('Lovelace')
    await fieldOf(register, LL.EMAIL()).fill(email)
    await fieldOf(register, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await register.getByRole('button', { name: LL.REGISTER_SUBMIT() }).click()
    await expect.poll(() => register.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(LL.EMAIL_IN_USE())
    expect(await fieldOf(register, LL.EMAIL()).inputValue()).toBe(email)
  })

  test('a registration whose name has markup is refused at the name field in the shopper’s language before anything is sent, keeping what was typed', async ({ page, shopUrl }) => {
    const LL = textsOf('it')
    await visit(page, `${shopUrl}/it/login/`)
    await page.getByRole('tab', { name: LL.REGISTER() }).click()
    const register = page.getByRole('tabpanel', { name: LL.REGISTER() })
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url())
    })
    await fieldOf(register, LL.FIRST_NAME()).fill('<b>Ada</b>')
    await fieldOf(register, LL.LAST_NAME()).fill('Lovelace')
    await fieldOf(register, LL.EMAIL()).fill(newEmail())
    await fieldOf(register, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await register.getByRole('button', { name: LL.REGISTER_SUBMIT() }).click()
    await register.getByRole('textbox', { name: LL.FIRST_NAME(), description: LL.NAME_CHARACTERS() }).waitFor()
    expect(await fieldOf(register, LL.FIRST_NAME()).inputValue()).toBe('<b>Ada</b>')
    expect(sent.filter((url) => /customer|_serverFn|graphql/.test(url))).toEqual([])
  })

  test('a registration whose name has a pasted NUL or tab is refused at each name field in the shopper’s language before anything is sent, keeping what was typed', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
    await visit(page, `${shopUrl}/de/login/`)
    await page.getByRole('tab', { name: LL.REGISTER() }).click()
    const register = page.getByRole('tabpanel', { name: LL.REGISTER() })
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url())
    })
    await fieldOf(register, LL.FIRST_NAME()).fill('Ada\tMaria')
    await fieldOf(register, LL.LAST_NAME()).fill('Love\u0000lace')
    await fieldOf(register, LL.EMAIL()).fill(newEmail())
    await fieldOf(register, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await register.getByRole('button', { name: LL.REGISTER_SUBMIT() }).click()
    await register.getByRole('textbox', { name: LL.FIRST_NAME(), description: LL.INVISIBLE_CHARACTERS() }).waitFor()
    await register.getByRole('textbox', { name: LL.LAST_NAME(), description: LL.INVISIBLE_CHARACTERS() }).waitFor()
    expect(await fieldOf(register, LL.FIRST_NAME()).inputValue()).toBe('Ada\tMaria')
    expect(sent.filter((url) => /customer|_serverFn|graphql/.test(url))).toEqual([])
  })

  test('a password with letters of the shopper’s language counts them as the platform does, and one the platform would refuse is refused at its field before anything is sent', async ({ page, shopUrl }) => {
    const LL = textsOf('pl')
    await visit(page, `${shopUrl}/pl/login/`)
    await page.getByRole('tab', { name: LL.REGISTER() }).click()
    const register = page.getByRole('tabpanel', { name: LL.REGISTER() })
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url())
    })
    await fieldOf(register, LL.FIRST_NAME()).fill('Łucja')
    await fieldOf(register, LL.LAST_NAME()).fill('Żółkiewska')
    await fieldOf(register, LL.EMAIL()).fill(newEmail())
    const password = fieldOf(register, LL.PASSWORD())
    for (const [typed, message] of [
      [`Łódź-Żółw-2024${'x'.repeat(27)}`, LL.PASSWORD_TOO_LONG({ max: 40 })],
      [' Łódź-Żółw-2024', LL.PASSWORD_SPACES()],
    ] as const) {
      await password.fill(typed)
      await register.getByRole('button', { name: LL.REGISTER_SUBMIT() }).click()
      await register.getByText(message).waitFor()
      expect(await password.getAttribute('aria-invalid')).toBe('true')
      expect(await password.inputValue()).toBe(typed)
    }
    expect(sent.filter((url) => /customer|_serverFn|graphql/.test(url))).toEqual([])

    // Ł and Ż are capitals, ó and ź lower case letters: the password is taken and the shopper registered.
    await password.fill('Łódź-Żółw-2024')
    await register.getByRole('button', { name: LL.REGISTER_SUBMIT() }).click()
    await page.getByRole('status').getByText(LL.REGISTER_SUCCESS()).waitFor({ timeout: 15_000 })
  })

  test('the login page is in the shop’s frame, kept out of search engines, and has no serious or critical axe violations on either tab', async ({ page, shopUrl }) => {
    const LL = textsOf('pl')
    const response = await visit(page, `${shopUrl}/pl/login/`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await page.getByRole('heading', { level: 1, name: LL.LOGIN_PAGE_HEADING() }).waitFor()
    expect(await page.getByRole('contentinfo').count()).toBeGreaterThan(0)
    expect(await page.getByRole('tablist', { name: LL.LOGIN_PAGE_HEADING() }).count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('tabpanel', { name: LL.LOGIN() }).getByRole('button', { name: LL.LOGIN() }).click()
    expect(await page.getByRole('tabpanel', { name: LL.LOGIN() }).getByRole('alert').textContent()).toBe(LL.CHECK_INPUT())
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('tab', { name: LL.REGISTER() }).click()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a logged-in customer who opens the login page is sent on to the page it would return to, and an address of another site is never followed', async ({ page, shopUrl }) => {
    const LL = textsOf('uk')
    const { email } = await customerWithAddress(backendUrl, 'GB')
    await visit(page, `${shopUrl}/uk/login/?return=https://evil.example/`)
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill(email)
    await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await Promise.all([page.waitForURL(`${shopUrl}/uk/`, { timeout: 15_000 }), login.getByRole('button', { name: LL.LOGIN() }).click()])

    await visit(page, `${shopUrl}/uk/login/?return=/uk/cart`)
    await page.waitForURL(`${shopUrl}/uk/cart`, { timeout: 15_000 })
  })

  test('the cart flyout a customer opens while the page the login returns to is still loading stays open once that page shows', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
    const { email } = await customerWithAddress(backendUrl, 'DE')
    await visit(page, `${shopUrl}/de/login/?return=/de/p/1099/`)
    // The page to return to comes slowly, as on a slow network: the fetches of its address wait until released.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_serverFn/**', async (route) => {
      if (decodeURIComponent(route.request().url()).includes('/de/p/1099/')) await released
      await route.continue()
    })
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill(email)
    await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await Promise.all([page.waitForURL(`${shopUrl}/de/p/1099/`), login.getByRole('button', { name: LL.LOGIN() }).click()])

    await page.getByRole('button', { name: LL.CART_WITH_COUNT({ count: 0 }), exact: true }).click()
    const flyout = page.getByRole('dialog', { name: new RegExp(`^${LL.CART()}`) })
    await flyout.waitFor()
    release()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Ersatzmanschette/)
    expect(await flyout.isVisible()).toBe(true)
  })
  test("in /nl/, a login the platform answers with an error of the whole request says something went wrong, not that the credentials are wrong; more such answers than the refused logins allowed lock nobody out, and the same credentials then log in", async ({ page, shopUrl }) => {
    const LL = textsOf('nl')
    const admin = { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' }
    const pendingFaults = async () => ((await (await fetch(`${backendUrl}/admin/faults`, { headers: admin })).json()) as { pending: Record<string, number> }).pending
    const { email } = await customerWithAddress(backendUrl, 'NL')
    await visit(page, `${shopUrl}/nl/login/`)
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill(email)
    await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    try {
      for (let attempt = 0; attempt < 11; attempt++) {
        await fetch(`${backendUrl}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'graphql', mode: 'graphql-error' }) })
        await login.getByRole('button', { name: LL.LOGIN() }).click()
        await expect.poll(() => pendingFaults(), { timeout: 15_000 }).toEqual({})
        await expect.poll(() => login.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(LL.SOMETHING_WRONG())
        expect(await fieldOf(login, LL.PASSWORD()).inputValue()).toBe(CUSTOMER_PASSWORD)
      }
    } finally {
      await fetch(`${backendUrl}/admin/faults`, { method: 'DELETE', headers: admin })
    }
    await Promise.all([page.waitForURL((url) => url.pathname !== '/nl/login/', { timeout: 15_000 }), login.getByRole('button', { name: LL.LOGIN() }).click()])
  })

  // One edition in euro, one in złoty; the login's call to the shop is cut off, as when the platform is down.
  test.for([
    ['fr', 'connectionrefused'],
    ['pl', 'timedout'],
  ] as const)('in /%s/, a login that gets no answer says something went wrong, not that the credentials are wrong, and keeps what was typed', async ([edition, cause], { page, shopUrl }) => {
    const LL = textsOf(edition)
    const { email } = await customerWithAddress(backendUrl, edition === 'pl' ? 'PL' : 'FR')
    await visit(page, `${shopUrl}/${edition}/login/`)
    await page.route('**/_serverFn/**', (route) => (route.request().method() === 'POST' ? route.abort(cause) : route.continue()))
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill(email)
    await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await login.getByRole('button', { name: LL.LOGIN() }).click()
    await expect.poll(() => login.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(LL.SOMETHING_WRONG())
    expect(await fieldOf(login, LL.EMAIL()).inputValue()).toBe(email)

    // Once the shop answers again, the same credentials log the customer in.
    await page.unroute('**/_serverFn/**')
    await Promise.all([page.waitForURL((url) => url.pathname !== `/${edition}/login/`), login.getByRole('button', { name: LL.LOGIN() }).click()])
  })
})
