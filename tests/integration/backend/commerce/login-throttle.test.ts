import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { storefrontClient } from '../../../support/storefront-client.ts'

// Long enough for 50 attempts with five password checks on a busy machine, short enough to wait for.
const WINDOW_SECONDS = 12
const LIMIT_MESSAGE = 'Login attempt limit exceeded. Please try again later.'
const PASSWORD = 'Right-Pass1'

/** Issue 21: 200 wrong passwords were all tried; the backend's logins are now limited per account and address. */
describe('password guessing is limited on the storefront API and the account site', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend({
      env: { BACKEND_LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS), BACKEND_LOGIN_LIMIT_PER_ACCOUNT: '5', BACKEND_LOGIN_LIMIT_PER_ADDRESS: '40' },
    })
    const call = storefrontClient(backend.url)
    for (const email of ['victim@example.com', 'site-victim@example.com', 'shared@example.com']) {
      await call(`mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, { input: { email, password: PASSWORD } })
    }
  })
  afterAll(() => backend.stop({ removeData: true }))

  const tokenCreate = async (email: string, password: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${backend.url}/api/2022-07/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'demo-token-de', ...headers },
      body: JSON.stringify({
        query: 'mutation L($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code message } } }',
        variables: { input: { email, password } },
      }),
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    if (body.errors) return { refused: body.errors[0] as { message: string; extensions?: { code?: string }; path?: string[] } }
    const payload = body.data.customerAccessTokenCreate
    return payload.customerAccessToken ? { token: payload.customerAccessToken.accessToken as string } : { userError: payload.customerUserErrors[0].code as string }
  }

  const openLoginForm = async (locale: string) => {
    const page = await fetch(`${backend.url}/account/${locale}/`)
    const token = /name="csrf_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? ''
    const cookie = /sso_login_form=[^;]+/.exec(page.headers.get('set-cookie') ?? '')?.[0] ?? ''
    return { token, cookie }
  }
  const postLogin = async (locale: string, fields: Record<string, string>, cookie?: string) => {
    const response = await fetch(`${backend.url}/account/${locale}/`, { method: 'POST', headers: cookie ? { cookie } : {}, body: new URLSearchParams(fields), redirect: 'manual' })
    return { status: response.status, html: await response.text(), signedIn: /sso_access=[^;]+/.test(response.headers.get('set-cookie') ?? '') }
  }
  const siteLogin = async (locale: string, email: string, password: string) => {
    const form = await openLoginForm(locale)
    return postLogin(locale, { email, password, csrf_token: form.token }, form.cookie)
  }
  const afterTheWindow = () => new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000 + 200))

  it("customerAccessTokenCreate: 50 wrong passwords meet the limit with the platform's message; the right one works after the wait", async () => {
    const answers = []
    for (let i = 0; i < 50; i++) answers.push(await tokenCreate('victim@example.com', `Wrong-Pass${i}`))
    expect(answers.slice(0, 5).every((answer) => answer.userError === 'UNIDENTIFIED_CUSTOMER')).toBe(true)
    for (const answer of answers.slice(5)) {
      expect(answer.refused).toMatchObject({ message: LIMIT_MESSAGE, extensions: { code: 'THROTTLED' }, path: ['customerAccessTokenCreate'] })
    }
    expect((await tokenCreate('victim@example.com', PASSWORD)).refused?.message).toBe(LIMIT_MESSAGE)
    await afterTheWindow()
    expect((await tokenCreate('victim@example.com', PASSWORD)).token).toEqual(expect.any(String))
  })

  it('the account site: 50 wrong passwords meet the limit with a translated message; the right one works after the wait', async () => {
    const statuses = []
    for (let i = 0; i < 50; i++) statuses.push((await siteLogin('en-GB', 'site-victim@example.com', `Wrong-Pass${i}`)).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]))
    const refused = await siteLogin('pl-PL', 'site-victim@example.com', PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.signedIn).toBe(false)
    expect(refused.html).toContain('<div role="alert" id="login-error">Przekroczono limit prób logowania. Spróbuj ponownie później.</div>')
    // One throttle for both doors: the storefront API refuses the same account too.
    expect((await tokenCreate('site-victim@example.com', PASSWORD)).refused?.message).toBe(LIMIT_MESSAGE)
    await afterTheWindow()
    const accepted = await siteLogin('en-GB', 'site-victim@example.com', PASSWORD)
    expect(accepted.status).toBe(303)
    expect(accepted.signedIn).toBe(true)
  })

  it("the account site's login form refuses a post without its form token (CSRF), or with another browser's", async () => {
    const mine = await openLoginForm('de-DE')
    const theirs = await openLoginForm('de-DE')
    expect(mine.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mine.cookie).not.toBe(theirs.cookie)
    const attempts = [
      postLogin('de-DE', { email: 'shared@example.com', password: PASSWORD }),
      postLogin('de-DE', { email: 'shared@example.com', password: PASSWORD, csrf_token: mine.token }),
      postLogin('de-DE', { email: 'shared@example.com', password: PASSWORD }, mine.cookie),
      postLogin('de-DE', { email: 'shared@example.com', password: PASSWORD, csrf_token: theirs.token }, mine.cookie),
    ]
    for (const refused of await Promise.all(attempts)) {
      expect(refused.status).toBe(403)
      expect(refused.signedIn).toBe(false)
      expect(refused.html).toContain('Das Formular ist abgelaufen. Bitte melden Sie sich erneut an.')
      expect(refused.html).toMatch(/name="csrf_token" value="[A-Za-z0-9_-]{43}"/)
    }
    const page = await fetch(`${backend.url}/account/de-DE/`)
    expect(page.headers.get('set-cookie')).toMatch(/^sso_login_form=[A-Za-z0-9_-]{43}; Path=\/account; Max-Age=7200; SameSite=Strict; HttpOnly$/)
    const accepted = await postLogin('de-DE', { email: 'shared@example.com', password: PASSWORD, csrf_token: mine.token }, mine.cookie)
    expect(accepted.status).toBe(303)
  })
  it("limits one client address guessing across accounts, but not the shoppers a shop on this machine names by Shopify-Storefront-Buyer-IP", async () => {
    const answers = []
    for (let i = 0; i < 60 && !answers.at(-1)?.refused; i++) answers.push(await tokenCreate(`nobody${i}@example.com`, 'Wrong-Pass1'))
    expect(answers.at(-1)?.refused?.message).toBe(LIMIT_MESSAGE)
    expect(answers.length).toBeLessThanOrEqual(41)
    expect(answers.slice(0, -1).every((answer) => answer.userError === 'UNIDENTIFIED_CUSTOMER')).toBe(true)
    expect((await tokenCreate('shared@example.com', PASSWORD)).refused?.message).toBe(LIMIT_MESSAGE)
    expect((await tokenCreate('shared@example.com', PASSWORD, { 'shopify-storefront-buyer-ip': '203.0.113.9' })).token).toEqual(expect.any(String))
  })
})
