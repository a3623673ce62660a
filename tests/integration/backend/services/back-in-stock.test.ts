import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture, variantGid } from '../../../support/catalogue-fixture.ts'
import { outbox } from '../../../support/storefront-client.ts'

describe('back-in-stock service (SPEC §4 Back-in-stock request, §5, §9 deletion after notification or six months)', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend()
    await insertCatalogueFixture(backend.db)
  })
  afterAll(() => backend.stop({ removeData: true }))

  const register = (body: unknown) =>
    fetch(`${backend.url}/back-in-stock/api/requests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const admin = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${backend.url}${path}`, { method, headers: { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  const waiting = async () => (await (await admin('/admin/back-in-stock')).json()).requests as Array<{ email: string; variantId: number }>

  it('registers an e-mail for a variant given as storefront global id, and only once per e-mail and variant', async () => {
    const first = await register({ email: 'wait@example.com', variantId: variantGid(FIXTURE.soldOut.variantId), store: 'de' })
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ registered: true })
    const again = await register({ email: 'WAIT@example.com', variantId: FIXTURE.soldOut.variantId, store: 'de' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ registered: true, alreadyRegistered: true })
    expect((await waiting()).filter((request) => request.variantId === FIXTURE.soldOut.variantId)).toHaveLength(1)
  })

  it.each([
    [{ variantId: FIXTURE.soldOut.variantId }, /Invalid email/],
    [{ email: 'not-an-email', variantId: FIXTURE.soldOut.variantId }, /Invalid email/],
    [{ email: 'a@example.com' }, /Invalid variantId/],
    [{ email: 'a@example.com', variantId: 'gid://shopify/Product/9005' }, /Invalid variantId/],
    [{ email: 'a@example.com', variantId: 123456 }, /Invalid variantId: unknown variant/],
    [{ email: 'a@example.com', variantId: FIXTURE.soldOut.variantId, store: 'xx' }, /Invalid store/],
  ])('an e-mail address and a known variant are needed: 400 for %j', async (body, message) => {
    const response = await register(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(message)
  })

  it('when stock rises, e-mails everyone waiting for the variant in the store\'s language and deletes their address', async () => {
    await register({ email: 'fr@example.com', variantId: FIXTURE.soldOut.variantId, store: 'fr' })
    await register({ email: 'other@example.com', variantId: FIXTURE.offline.variantId, store: 'de' })
    const restocked = await admin(`/admin/variants/${FIXTURE.soldOut.variantId}/stock`, 'PUT', { stock: 3 })
    expect(restocked.status).toBe(200)
    const body = await restocked.json()
    expect(body.notified).toEqual(expect.arrayContaining([
      { email: 'wait@example.com', variantId: FIXTURE.soldOut.variantId, store: 'de' },
      { email: 'fr@example.com', variantId: FIXTURE.soldOut.variantId, store: 'fr' },
    ]))
    const mails = await outbox(backend.url, backend.config.adminToken)
    const german = mails.find((mail) => mail.recipient === 'wait@example.com')!
    expect(german.subject).toBe('Wieder verfügbar: Heating pad – Standard')
    expect(german.links.product).toBe(`${backend.config.shopUrl}/de/p/${FIXTURE.soldOut.productId}/`)
    expect(mails.find((mail) => mail.recipient === 'fr@example.com')!.subject).toMatch(/^De nouveau en stock/)
    expect((await waiting()).map((request) => request.email)).toEqual(['other@example.com'])
  })

  it('does not notify for a variant that is not available online, whatever its stock', async () => {
    const run = await (await admin('/admin/back-in-stock/notify', 'POST')).json()
    expect(run.notified).toEqual([])
    expect((await waiting()).map((request) => request.email)).toEqual(['other@example.com'])
  })

  it('deletes an e-mail address after six months without stock', async () => {
    await register({ email: 'old@example.com', variantId: FIXTURE.offline.variantId })
    await backend.db.query(`UPDATE back_in_stock_requests SET created_at = now() - interval '6 months 1 day' WHERE email = 'old@example.com'`)
    const run = await (await admin('/admin/back-in-stock/notify', 'POST')).json()
    expect(run.purged).toBe(1)
    expect((await waiting()).map((request) => request.email)).toEqual(['other@example.com'])
  })

  it('keeps the admin endpoints behind the admin token', async () => {
    expect((await fetch(`${backend.url}/admin/back-in-stock/notify`, { method: 'POST' })).status).toBe(401)
    expect((await fetch(`${backend.url}/admin/variants/${FIXTURE.soldOut.variantId}/stock`, { method: 'PUT', body: '{"stock":1}' })).status).toBe(401)
    expect((await admin(`/admin/variants/${FIXTURE.soldOut.variantId}/stock`, 'PUT', { stock: -1 })).status).toBe(400)
  })

  it('can be made to fail (fault target back-in-stock)', async () => {
    backend.backend.faults.add('back-in-stock', { mode: '500', delayMs: 0 })
    expect((await register({ email: 'a@example.com', variantId: FIXTURE.soldOut.variantId })).status).toBe(500)
  })
})
