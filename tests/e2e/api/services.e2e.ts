import { beforeAll, describe, expect, inject, it } from 'vitest'
import { fetchCustomerDataUser } from '../../../services/customer-data.ts'
import { subscribeToNewsletter } from '../../../services/newsletter.ts'
import { storefrontClient } from '../../support/storefront-client.ts'

const shopUrl = inject('shopUrl')
const backendUrl = inject('backendUrl')

const post = (path: string, body: unknown) => fetch(`${shopUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

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
  beforeAll(async () => {
    const call = storefrontClient(backendUrl, 'demo-token-de')
    await call('mutation { customerCreate(input: { email: "shop-user@example.com", password: "Secret-Pass1", firstName: "Shop", lastName: "User" }) { customer { id } } }')
  })

  it('answers the user of an e-mail from the customer-data service', async () => {
    const response = await post('/api/salesforce/getUser', { email: 'shop-user@example.com' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ user: { id: expect.any(String), email: 'shop-user@example.com', firstname: 'Shop', lastname: 'User' } })
    expect(await fetchCustomerDataUser({ customerDataUrl: shopUrl }, 'shop-user@example.com')).toMatchObject({ ok: true, value: { firstname: 'Shop' } })
  })

  it('fails with \'Request failed\' for an unknown e-mail', async () => {
    const response = await post('/api/salesforce/getUser', { email: 'nobody-here@example.com' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Request failed' })
    expect(await fetchCustomerDataUser({ customerDataUrl: shopUrl }, 'nobody-here@example.com')).toMatchObject({ ok: false, failure: { message: 'Request failed' } })
  })

  it('answers 400 with a message to a body without a valid e-mail', async () => {
    const response = await post('/api/salesforce/getUser', { mail: 'x' })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/Invalid email/)
  })
})
