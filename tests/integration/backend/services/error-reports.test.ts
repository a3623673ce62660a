import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'

const REPORT = {
  host: 'shop.example', path: '/de/p/9001/', query: 'color=blue', platform: 'node', userAgent: 'Mozilla/5.0',
  customerIp: Buffer.from('203.0.113.7').toString('base64'), status: 500, message: 'Boom', stack: 'Error: Boom\n    at render',
}

describe('error reports (SPEC §7: host, path, query, platform, user agent, encoded customer IP, status, message, stack)', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend()
  })
  afterAll(() => backend.stop({ removeData: true }))

  const post = (body: unknown) => fetch(`${backend.url}/error-reports`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const reports = async () => (await (await fetch(`${backend.url}/admin/error-reports`, { headers: { authorization: `Bearer ${backend.config.adminToken}` } })).json()).reports

  it('stores a report with every field, readable back through the admin endpoint', async () => {
    const response = await post(REPORT)
    expect(response.status).toBe(201)
    const { id } = await response.json()
    expect((await reports())[0]).toEqual({ id, ...REPORT, createdAt: expect.any(String) })
  })

  it('needs only host, path and message; the rest defaults to empty', async () => {
    expect((await post({ host: 'shop.example', path: '/', message: 'No details' })).status).toBe(201)
    expect((await reports())[0]).toMatchObject({ query: '', platform: '', userAgent: '', customerIp: '', status: null, stack: '' })
  })

  it.each([
    [{ ...REPORT, message: '' }, /Invalid message/],
    [{ ...REPORT, host: undefined }, /Invalid host/],
    [{ ...REPORT, status: 'bad' }, /Invalid status/],
    [{ ...REPORT, status: 99 }, /Invalid status/],
  ])('answers 400 with a message to an invalid report %j', async (body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(message)
  })

  it('keeps the reports behind the admin token', async () => {
    expect((await fetch(`${backend.url}/admin/error-reports`)).status).toBe(401)
  })

  it('can be made to fail (fault target error-reports)', async () => {
    backend.backend.faults.add('error-reports', { mode: '500', delayMs: 0 })
    expect((await post(REPORT)).status).toBe(500)
  })
})
