import { afterAll, beforeAll, describe, expect } from 'vitest'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { visit } from '../support/browser.ts'
import { requestsBeyondAssets } from '../support/requests-beyond-assets.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { CUSTOMER_PASSWORD, customerWithAddress } from '../buy/support.ts'

/** The account site's login page in Polish (backend/services/account/texts.ts). */
const ACCOUNT_SITE_PL = { email: 'E-mail', password: 'Hasło', logIn: 'Zaloguj się' }

describe('the account in an SSO store', () => {
  let stack: RunningStack
  beforeAll(async () => {
    stack = await startStack({ env: { SSO_ENABLED: 'true', SSO_SECRET: 'sso-account-test-secret' }, quiet: true })
  }, 180_000)
  afterAll(() => stack?.stop())

  test('the login icon leads to the account site and back to the page left; settings and change password are the account site’s; after logout the next page no longer greets the customer', async ({ page }) => {
    const LL = textsOf('pl')
    const { email } = await customerWithAddress(stack.backendUrl, 'PL')
    // The account site sets its cookie for its host on every port: the shop is reached on the same host name.
    const shop = new URL(stack.shopUrl)
    const backend = new URL(stack.backendUrl)
    backend.hostname = shop.hostname
    await visit(page, `${stack.shopUrl}/pl/`)
    const loginHref = await page.getByRole('banner').getByRole('link', { name: LL.LOGIN(), exact: true }).getAttribute('href')
    const login = new URL(loginHref!)
    expect(login.pathname).toBe('/account/pl-PL/')
    expect(login.searchParams.get('theme')).toBeTruthy()
    expect(login.searchParams.get('return_to')).toBe(`${stack.shopUrl}/pl/`)

    login.host = backend.host
    await page.goto(login.toString())
    await page.getByRole('textbox', { name: ACCOUNT_SITE_PL.email }).fill(email)
    await page.getByLabel(ACCOUNT_SITE_PL.password, { exact: true }).fill(CUSTOMER_PASSWORD)
    await Promise.all([page.waitForURL(`${stack.shopUrl}/pl/`), page.getByRole('button', { name: ACCOUNT_SITE_PL.logIn }).click()])

    const header = page.getByRole('banner')
    await header.getByRole('button', { name: LL.MY_ACCOUNT() }).click({ timeout: 15_000 })
    await page.getByText(LL.ACCOUNT_WELCOME({ name: 'Ada' })).waitFor()
    for (const entry of [LL.ACCOUNT_PERSONAL_DATA(), LL.ACCOUNT_CHANGE_PASSWORD()]) {
      expect(await header.getByRole('link', { name: entry }).getAttribute('href')).toMatch(/\/account\/pl-PL\/identity\?theme=/)
    }
    expect(await header.getByRole('link', { name: LL.ACCOUNT_ORDERS() }).getAttribute('href')).toMatch(/\/account\/pl-PL\/orders\?theme=/)

    await header.getByRole('button', { name: LL.ACCOUNT_LOGOUT() }).click()
    await header.getByRole('link', { name: LL.LOGIN(), exact: true }).waitFor({ timeout: 15_000 })
    // The next page, and the one after, do not log the customer in again from the account site's cookie.
    for (const path of ['/pl/', `/pl/p/1002/`]) {
      const requests = requestsBeyondAssets(page, { shopUrl: stack.shopUrl, imageHostUrl: `${stack.backendUrl}/images/` })
      await visit(page, `${stack.shopUrl}${path}`)
      await header.getByRole('link', { name: LL.LOGIN(), exact: true }).waitFor({ timeout: 15_000 })
      await requests.idle()
      expect(await header.getByRole('button', { name: LL.MY_ACCOUNT() }).count()).toBe(0)
    }
  })
})
