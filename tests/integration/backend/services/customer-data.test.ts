import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchCustomerDataUser } from '../../../../services/customer-data.ts'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { storefrontClient } from '../../../support/storefront-client.ts'

describe('customer-data service (SPEC §3 User, §7 POST /api/salesforce/getUser)', () => {
  let backend: TestBackend
  let service: { customerDataUrl: string; apiKey: string }
  beforeAll(async () => {
    backend = await startTestBackend({ env: { CUSTOMER_DATA_API_KEY: 'test-customer-data-key' } })
    service = { customerDataUrl: `${backend.url}/customer-data`, apiKey: 'test-customer-data-key' }
    const call = storefrontClient(backend.url, 'demo-token-de')
    await call(`mutation R($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
      input: { email: 'ada@example.com', password: 'Secret-Pass1', firstName: 'Ada', lastName: 'Lovelace' },
    })
    await call(`mutation R($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, { input: { email: 'nameless@example.com', password: 'Secret-Pass1' } })
  })
  afterAll(() => backend.stop({ removeData: true }))

  const getUser = (body: unknown, authorization = `Bearer ${service.apiKey}`) =>
    fetch(`${service.customerDataUrl}/api/salesforce/getUser`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) })

  it("refuses a caller without the service's credential, so no stranger reads a customer's name and address", async () => {
    for (const authorization of ['', 'Bearer demo-customer-data', 'Bearer wrong', `Basic ${Buffer.from(`x:${service.apiKey}`).toString('base64')}`]) {
      const response = await getUser({ email: 'ada@example.com' }, authorization)
      expect(response.status).toBe(401)
      expect(JSON.stringify(await response.json())).not.toContain('Lovelace')
    }
    expect(await fetchCustomerDataUser({ ...service, apiKey: 'wrong' }, 'ada@example.com')).toMatchObject({ ok: false, failure: { message: 'Request failed', status: 401 } })
  })

  it('a customer-data service user is fetched by e-mail: id, firstname, lastname, email', async () => {
    const result = await fetchCustomerDataUser(service, 'ADA@example.com')
    expect(result).toEqual({ ok: true, value: { id: expect.stringMatching(/^\d+$/), email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' } })
  })

  it('leaves out names the customer has not given, so the reply still reads as a user', async () => {
    const response = await getUser({ email: 'nameless@example.com' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ user: { id: expect.any(String), email: 'nameless@example.com' } })
    expect((await fetchCustomerDataUser(service, 'nameless@example.com')).ok).toBe(true)
  })

  it('answers 404 for an unknown e-mail, which the shop reads as \'Request failed\'', async () => {
    const response = await getUser({ email: 'nobody@example.com' })
    expect(response.status).toBe(404)
    expect(await fetchCustomerDataUser(service, 'nobody@example.com')).toMatchObject({ ok: false, failure: { message: 'Request failed' } })
  })

  it.each([[{}], [{ email: 'not-an-email' }], [{ email: 42 }]])('answers 400 with a message to an invalid body %j', async (body) => {
    const response = await getUser(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/Invalid email/)
  })

  it('can be made to fail (fault target customer-data)', async () => {
    backend.backend.faults.add('customer-data', { mode: '500', delayMs: 0 })
    expect((await getUser({ email: 'ada@example.com' })).status).toBe(500)
  })
})
