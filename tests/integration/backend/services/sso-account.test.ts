import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeAccessCookie, fetchDefaultAddress } from '../../../../services/sso.ts'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture, variantGid } from '../../../support/catalogue-fixture.ts'
import { storefrontClient, submitHostedCheckout } from '../../../support/storefront-client.ts'

const SHOP = 'http://localhost:3999'
const PASSWORD = 'Secret-Pass1'

describe('SSO account site (SPEC §2 account links, §4 Session in SSO stores, §7 default address)', () => {
  let backend: TestBackend
  let accountHost: string
  beforeAll(async () => {
    backend = await startTestBackend({ env: { SHOP_ORIGIN: SHOP } })
    accountHost = `${backend.url}/account`
    await insertCatalogueFixture(backend.db)
    const call = storefrontClient(backend.url, 'demo-token-pl')
    await call('mutation { customerCreate(input: { email: "ola@example.pl", password: "Secret-Pass1", firstName: "Ola", lastName: "Nowak" }) { customer { id } } }')
    const token = (await call('mutation { customerAccessTokenCreate(input: { email: "ola@example.pl", password: "Secret-Pass1" }) { customerAccessToken { accessToken } } }')).customerAccessTokenCreate.customerAccessToken.accessToken
    await call('mutation A($t: String!) { customerAddressCreate(customerAccessToken: $t, address: { firstName: "Ola", lastName: "Nowak", company: "Nowak Sp.", address1: "Marszałkowska 1", city: "Warszawa", zip: "00-001", country: "PL" }) { customerUserErrors { code } } }', { t: token })
    await call('mutation A($t: String!) { customerAddressCreate(customerAccessToken: $t, address: { firstName: "Ola", lastName: "Nowak", address1: "Unter den Linden 1", city: "Berlin", zip: "10117", country: "DE" }) { customerUserErrors { code } } }', { t: token })
    await call('mutation { customerCreate(input: { email: "homeless@example.com", password: "Secret-Pass1", firstName: "Ham" }) { customer { id } } }')
    const checkout = (await call(`mutation { checkoutCreate(input: { lineItems: [{ variantId: "${variantGid(FIXTURE.thermometer.variantId)}", quantity: 1 }] }) { checkout { webUrl } } }`)).checkoutCreate.checkout
    await submitHostedCheckout(checkout.webUrl, { email: 'ola@example.pl', first_name: 'Ola', last_name: 'Nowak', address1: 'Marszałkowska 1', city: 'Warszawa', zip: '00-001', country: 'PL' })
  })
  afterAll(() => backend.stop({ removeData: true }))

  /** Opens the login page as a browser would (its form token and cookie), then posts the form. */
  const logIn = async (locale: string, email: string, password: string, query = '?theme=storefront') => {
    const form = await formToken(locale)
    return fetch(`${accountHost}/${locale}/${query}`, {
      method: 'POST',
      headers: { cookie: form.cookie },
      body: new URLSearchParams({ email, password, csrf_token: form.token }),
      redirect: 'manual',
    })
  }
  const formToken = async (locale: string) => {
    const page = await fetch(`${accountHost}/${locale}/`)
    const token = /name="csrf_token" value="([^"]+)"/.exec(await page.text())?.[1]
    const cookie = /sso_login_form=[^;]+/.exec(page.headers.get('set-cookie') ?? '')?.[0]
    if (!token || !cookie) throw new Error('The login page has no form token')
    return { token, cookie }
  }
  const accessCookie = (response: Response) => /sso_access=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  const withCookie = (cookie: string): typeof fetch => (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: `sso_access=${cookie}` } })

  it('the locale root is an accessible login page in the locale\'s language, honouring the theme parameter', async () => {
    const response = await fetch(`${accountHost}/pl-PL/?theme=dark`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="pl"')
    expect(html).toContain('<body class="theme-dark">')
    expect(html).toMatch(/<label for="email">E-mail<\/label><input id="email" name="email" type="email"/)
    expect(html).toMatch(/<label for="password">Hasło<\/label><input id="password" name="password" type="password"/)
    expect(html).toContain('<button type="submit">Zaloguj się</button>')
    // The theme travels with the form.
    expect(html).toContain('action="/account/pl-PL/?theme=dark"')
  })

  it('refuses wrong credentials with \'Incorrect login credentials\' and sets no access cookie', async () => {
    const response = await logIn('en-GB', 'ola@example.pl', 'Wrong-Pass1')
    expect(response.status).toBe(401)
    expect(accessCookie(response)).toBeUndefined()
    const html = await response.text()
    expect(html).toContain('<div role="alert" id="login-error">Incorrect login credentials</div>')
    expect(html).toContain('aria-invalid="true"')
  })

  it('answers 400 with "Please check your input!" to a login form without a valid e-mail', async () => {
    const response = await logIn('en-GB', 'not-an-email', PASSWORD)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Please check your input!')
  })

  it('login sets the access cookie: a signed JWT with email, firstname, lastname, sub and exp, on Path=/, SameSite=Lax, HttpOnly', async () => {
    const response = await logIn('pl-PL', 'OLA@example.pl', PASSWORD)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account/pl-PL/identity?theme=storefront')
    const setCookie = response.headers.get('set-cookie')!
    expect(setCookie).toMatch(/; Path=\/;/)
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('HttpOnly')
    const cookie = accessCookie(response)!
    const [header, payload] = cookie.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')))
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(payload).toMatchObject({ email: 'ola@example.pl', firstname: 'Ola', lastname: 'Nowak', sub: expect.stringMatching(/^\d+$/), exp: expect.any(Number) })
    // The shop's reading of the cookie (services/sso.ts).
    const reading = decodeAccessCookie(cookie)
    expect(reading).toMatchObject({ kind: 'user', user: { email: 'ola@example.pl', firstName: 'Ola', lastName: 'Nowak' } })
  })

  it('goes back to the shop after login when return_to is on the shop, and ignores other places', async () => {
    const back = `${SHOP}/pl/`
    expect((await logIn('pl-PL', 'ola@example.pl', PASSWORD, `?theme=storefront&return_to=${encodeURIComponent(back)}`)).headers.get('location')).toBe(back)
    const elsewhere = await logIn('pl-PL', 'ola@example.pl', PASSWORD, `?theme=storefront&return_to=${encodeURIComponent('https://evil.example/')}`)
    expect(elsewhere.headers.get('location')).toBe('/account/pl-PL/identity?theme=storefront')
  })

  it('the identity page shows the signed-in customer\'s personal data and default address', async () => {
    const cookie = accessCookie(await logIn('pl-PL', 'ola@example.pl', PASSWORD))!
    const response = await withCookie(cookie)(`${accountHost}/pl-PL/identity?theme=storefront`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Dane osobowe')
    expect(html).toContain('Ola Nowak')
    expect(html).toContain('Marszałkowska 1')
    expect(html).toContain('<body class="theme-storefront">')
    expect(html).toContain('href="/account/pl-PL/orders?theme=storefront"')
  })

  it('the orders page lists the customer\'s orders with their delivery status', async () => {
    const cookie = accessCookie(await logIn('de-DE', 'ola@example.pl', PASSWORD))!
    const html = await (await withCookie(cookie)(`${accountHost}/de-DE/orders?theme=storefront`)).text()
    expect(html).toContain('<h1>Bestellungen</h1>')
    expect(html).toMatch(/<td>#\d+<\/td>/)
    expect(html).toContain('In Bearbeitung')
  })

  it('sends visitors without a valid cookie from the account pages to the login page, keeping the theme', async () => {
    for (const cookie of [undefined, 'forged.token.value']) {
      const response = await fetch(`${accountHost}/it-IT/orders?theme=dark`, { redirect: 'manual', headers: cookie ? { cookie: `sso_access=${cookie}` } : {} })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/account/it-IT/?theme=dark')
    }
  })

  it('rejects a cookie whose claims were changed after signing', async () => {
    const cookie = accessCookie(await logIn('pl-PL', 'ola@example.pl', PASSWORD))!
    const [header, payload, signature] = cookie.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'))
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, sub: '1', email: 'someone@example.com' })).toString('base64url'), signature].join('.')
    expect((await withCookie(forged)(`${accountHost}/api/address/default?country=PL`)).status).toBe(401)
  })

  it('logout clears the access cookie', async () => {
    const response = await fetch(`${accountHost}/pl-PL/logout?theme=storefront`, { method: 'POST', redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account/pl-PL/?theme=storefront')
    expect(response.headers.get('set-cookie')).toMatch(/^sso_access=; Path=\/; Max-Age=0/)
  })

  it('GET /api/address/default?country= answers {success, data} with the default address, read by the shop\'s call', async () => {
    const cookie = accessCookie(await logIn('pl-PL', 'ola@example.pl', PASSWORD))!
    const address = await fetchDefaultAddress({ accountHostUrl: accountHost, fetch: withCookie(cookie) }, 'PL')
    expect(address).toEqual({ firstName: 'Ola', lastName: 'Nowak', company: 'Nowak Sp.', address1: 'Marszałkowska 1', address2: undefined, city: 'Warszawa', zip: '00-001' })
  })

  it('picks the customer\'s address in the delivery country when the default address is elsewhere', async () => {
    const cookie = accessCookie(await logIn('de-DE', 'ola@example.pl', PASSWORD))!
    const response = await withCookie(cookie)(`${accountHost}/api/address/default?country=de`)
    expect(await response.json()).toMatchObject({ success: true, data: { address1: 'Unter den Linden 1', city: 'Berlin' } })
    expect(await (await withCookie(cookie)(`${accountHost}/api/address/default?country=FR`)).json()).toEqual({ success: false })
  })

  it('answers {success: false} without an address or without a login; the shop only logs that', async () => {
    const cookie = accessCookie(await logIn('fr-FR', 'homeless@example.com', PASSWORD))!
    expect(await (await withCookie(cookie)(`${accountHost}/api/address/default?country=FR`)).json()).toEqual({ success: false })
    const anonymous = await fetch(`${accountHost}/api/address/default?country=FR`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ success: false })
    const logged: unknown[] = []
    expect(await fetchDefaultAddress({ accountHostUrl: accountHost, log: (message) => logged.push(message) }, 'FR')).toBeNull()
    expect(logged).toEqual(['default address failed'])
  })

  it('allows the shop\'s origin to call the default address with credentials (CORS), and no other origin', async () => {
    const fromShop = await fetch(`${accountHost}/api/address/default?country=PL`, { headers: { origin: SHOP } })
    expect(fromShop.headers.get('access-control-allow-origin')).toBe(SHOP)
    expect(fromShop.headers.get('access-control-allow-credentials')).toBe('true')
    const preflight = await fetch(`${accountHost}/api/address/default`, { method: 'OPTIONS', headers: { origin: SHOP, 'access-control-request-method': 'GET' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHOP)
    const fromElsewhere = await fetch(`${accountHost}/api/address/default?country=PL`, { headers: { origin: 'https://evil.example' } })
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers 400 to a country that is not a two-letter code, and 404 to a path that is not a locale', async () => {
    expect((await fetch(`${accountHost}/api/address/default?country=Poland`)).status).toBe(400)
    expect((await fetch(`${accountHost}/not-a-locale/`)).status).toBe(404)
  })

  it('can be made to fail (fault target account)', async () => {
    backend.backend.faults.add('account', { mode: '500', delayMs: 0 })
    expect((await fetch(`${accountHost}/pl-PL/`)).status).toBe(500)
  })
})
