import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscribeToNewsletter } from '../../../../services/newsletter.ts'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { outbox } from '../../../support/storefront-client.ts'

describe('newsletter service (SPEC §3 Newsletter subscription, §5 Newsletter, §7 POST /api/newsletter/subscribe)', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend()
  })
  afterAll(() => backend.stop({ removeData: true }))

  const subscribe = (body: unknown) =>
    fetch(`${backend.url}/newsletter/api/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('subscribes an e-mail for a country with the shop\'s service call (email, create_voucher, country)', async () => {
    const result = await subscribeToNewsletter({ newsletterUrl: `${backend.url}/newsletter` }, { email: 'ada@example.com', create_voucher: false, country: 'DE' })
    expect(result).toEqual({ ok: true, value: true })
  })

  it('creates a voucher code when create_voucher is set, and mails it', async () => {
    const response = await subscribe({ email: 'voucher@example.com', create_voucher: true, country: 'fr' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({ email: 'voucher@example.com', country: 'FR', status: 'subscribed', voucherCode: expect.stringMatching(/^WELCOME-[A-Z2-9]{8}$/) })
    const mail = (await outbox(backend.url, backend.config.adminToken)).find((candidate) => candidate.recipient === 'voucher@example.com')
    expect(mail?.body).toContain(body.voucherCode)
  })

  it('keeps one subscription per e-mail and country: subscribing again succeeds without a second voucher', async () => {
    const first = await (await subscribe({ email: 'twice@example.com', create_voucher: true, country: 'IT' })).json()
    const again = await subscribe({ email: 'TWICE@example.com', create_voucher: true, country: 'IT' })
    expect(again.status).toBe(200)
    const body = await again.json()
    expect(body.status).toBe('subscribed')
    expect(body.voucherCode).toBeUndefined()
    expect(first.voucherCode).toBeDefined()
    const { rows } = await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE lower(email) = 'twice@example.com'`)
    expect(rows[0]!.n).toBe(1)
    // Another country is another subscription.
    expect((await subscribe({ email: 'twice@example.com', create_voucher: false, country: 'NL' })).status).toBe(201)
  })

  it('Polish adds that a confirmation link in an e-mail must be clicked (double opt-in)', async () => {
    const response = await subscribe({ email: 'jan@example.pl', create_voucher: true, country: 'PL' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ email: 'jan@example.pl', country: 'PL', status: 'confirmation-required' })
    const mail = (await outbox(backend.url, backend.config.adminToken)).find((candidate) => candidate.recipient === 'jan@example.pl')
    expect(mail?.subject).toBe('Potwierdź subskrypcję newslettera')
    expect(mail?.links.confirm).toMatch(new RegExp(`^${backend.url}/newsletter/confirm/[0-9a-f]{32}$`))
    const outboxPage = await (await fetch(`${backend.url}/admin/outbox`, { headers: { authorization: `Basic ${Buffer.from(`developer:${backend.config.adminToken}`).toString('base64')}` } })).text()
    expect(outboxPage).toContain('Potwierdź subskrypcję newslettera')

    const confirmed = await fetch(mail!.links.confirm!)
    expect(confirmed.status).toBe(200)
    const page = await confirmed.text()
    expect(page).toContain('Subskrypcja potwierdzona')
    expect(page).toMatch(/WELCOME-[A-Z2-9]{8}/)
    const { rows } = await backend.db.query<{ status: string }>(`SELECT status FROM newsletter_subscriptions WHERE email = 'jan@example.pl'`)
    expect(rows[0]!.status).toBe('active')
    // The link works once.
    expect((await fetch(mail!.links.confirm!)).status).toBe(404)
  })

  it.each([
    [{ email: 'not-an-email', create_voucher: false, country: 'DE' }, /Invalid email/],
    [{ email: '', create_voucher: false, country: 'DE' }, /Invalid email/],
    [{ create_voucher: false, country: 'DE' }, /Invalid email/],
    [{ email: 'a@example.com', create_voucher: 'yes', country: 'DE' }, /Invalid create_voucher/],
    [{ email: 'a@example.com', create_voucher: false, country: 'Germany' }, /Invalid country/],
  ])('answers 400 with a message to an invalid subscription %j', async (body, message) => {
    const response = await subscribe(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(message)
  })

  it('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(`${backend.url}/newsletter/api/newsletter/subscribe`, { method: 'POST', body: 'email=a@example.com' })
    expect(response.status).toBe(400)
  })

  it('fails the shop\'s call when the service fails (fault target newsletter): a non-ok response is a failure', async () => {
    backend.backend.faults.add('newsletter', { mode: '500', delayMs: 0 })
    const result = await subscribeToNewsletter({ newsletterUrl: `${backend.url}/newsletter` }, { email: 'ada@example.com', create_voucher: false, country: 'DE' })
    expect(result.ok).toBe(false)
  })
})
