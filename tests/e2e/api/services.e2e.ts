import { beforeAll, describe, expect, inject, it } from 'vitest'
import { fetchCustomerDataUser } from '../../../services/customer-data.ts'
import { subscribeToNewsletter } from '../../../services/newsletter.ts'
import { storefrontClient } from '../../support/storefront-client.ts'

const shopUrl = inject('shopUrl')
const backendUrl = inject('backendUrl')

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${shopUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe('shop POST /api/newsletter/subscribe (SPEC §7), the service address kept on the server', () => {
  it('subscribes through the newsletter service', async () => {
    const response = await post('/api/newsletter/subscribe', { email: 'shop-newsletter@example.com', create_voucher: true, country: 'DE' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ subscribed: true })
    // The same contract as the service, so the browser's call is services/newsletter.ts with the shop as its host.
    expect(await subscribeToNewsletter({ newsletterUrl: shopUrl }, { email: 'shop-newsletter-2@example.com', create_voucher: false, country: 'PL' })).toEqual({ ok: true, value: true })
  })

  it.each([
    [{ email: '', create_voucher: false, country: 'DE' }, /Invalid email/],
    [{ email: 'not-an-email', create_voucher: false, country: 'DE' }, /Invalid email/],
    [{ email: 'a@example.com', country: 'DE' }, /Invalid create_voucher/],
    [{ email: 'a@example.com', create_voucher: false, country: 'Deutschland' }, /Invalid country/],
  ])('blocks an invalid subscription with 400 before calling the service: %j', async (body, message) => {
    const response = await post('/api/newsletter/subscribe', body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(message)
  })
})

describe('shop POST /api/salesforce/getUser (SPEC §7): reads a user object; a non-ok response fails with \'Request failed\'', () => {
  let signedIn: Record<string, string>
  beforeAll(async () => {
    const call = storefrontClient(backendUrl, 'demo-token-de')
    await call('mutation { customerCreate(input: { email: "shop-user@example.com", password: "Secret-Pass1", firstName: "Shop", lastName: "User" }) { customer { id } } }')
    const login = await call<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
      'mutation { customerAccessTokenCreate(input: { email: "shop-user@example.com", password: "Secret-Pass1" }) { customerAccessToken { accessToken } } }',
    )
    const token = login.customerAccessTokenCreate.customerAccessToken.accessToken
    signedIn = { cookie: `customer_access_token=${token}` }
  })

  it('answers the signed-in customer their own user from the customer-data service', async () => {
    const response = await post('/api/salesforce/getUser', { email: 'shop-user@example.com' }, signedIn)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ user: { id: expect.any(String), email: 'shop-user@example.com', firstname: 'Shop', lastname: 'User' } })
  })

  it("refuses a visitor, and a customer asking for someone else's record, so no one can learn who has an account", async () => {
    const anonymous = await post('/api/salesforce/getUser', { email: 'shop-user@example.com' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'Request failed' })
    const someoneElse = await post('/api/salesforce/getUser', { email: 'nobody-here@example.com' }, signedIn)
    expect(someoneElse.status).toBe(403)
    expect(await fetchCustomerDataUser({ customerDataUrl: shopUrl, apiKey: 'demo-customer-data' }, 'nobody-here@example.com')).toMatchObject({ ok: false, failure: { message: 'Request failed' } })
  })

  it('answers 400 with a message to a body without a valid e-mail', async () => {
    const response = await post('/api/salesforce/getUser', { mail: 'x' })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/Invalid email/)
  })
})
