import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { outbox, storefrontClient } from '../../../support/storefront-client.ts'

/** Issue 21: a stranger who asks for someone's password reset must not be able to read the reset link. */
describe('the outbox is an admin view', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend({ env: { BACKEND_ADMIN_TOKEN: 'outbox-admin-token' } })
    const call = storefrontClient(backend.url)
    await call(`mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, { input: { email: 'owner@example.com', password: 'Owner-Pass1' } })
    await call(`mutation R($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }`, { email: 'owner@example.com' })
  })
  afterAll(() => backend.stop({ removeData: true }))

  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

  it('refuses the reset link to a stranger: no token, a wrong token, or the old open address', async () => {
    for (const path of ['/admin/outbox.json', '/admin/outbox']) {
      for (const authorization of [undefined, 'Bearer wrong', basic('developer', 'wrong'), 'Bearer ', 'Basic !!!']) {
        const response = await fetch(`${backend.url}${path}`, { headers: authorization ? { authorization } : {} })
        expect(response.status).toBe(401)
        expect(await response.text()).not.toContain('reset-password')
      }
    }
    for (const path of ['/dev/outbox.json', '/dev/outbox']) expect((await fetch(`${backend.url}${path}`)).status).toBe(404)
  })

  it('asks a browser for the token (HTTP Basic), so a developer can open the page', async () => {
    const refused = await fetch(`${backend.url}/admin/outbox`)
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm="backend admin"/)
    const page = await fetch(`${backend.url}/admin/outbox`, { headers: { authorization: basic('any-name', 'outbox-admin-token') } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain('owner@example.com')
  })

  it('gives scripts the mails with the bearer token, as the other admin endpoints', async () => {
    const mails = await outbox(backend.url, 'outbox-admin-token')
    expect(mails.find((mail) => mail.recipient === 'owner@example.com')?.links.reset).toMatch(/reset-password/)
  })
})
