import { describe, expect, inject, it } from 'vitest'
import { logError } from '../../../services/error-log.ts'

const shopUrl = inject('shopUrl')
const backendUrl = inject('backendUrl')
const adminToken = inject('adminToken')

type StoredReport = { host: string; path: string; query: string; platform: string; userAgent: string; customerIp: string; status: number | null; message: string; stack: string }
const reports = async (): Promise<StoredReport[]> =>
  (await (await fetch(`${backendUrl}/admin/error-reports`, { headers: { authorization: `Bearer ${adminToken}` } })).json()).reports

const post = (body: unknown, path = '/log-error/') =>
  fetch(`${shopUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'e2e-agent/1.0' }, body: typeof body === 'string' ? body : JSON.stringify(body) })

describe('shop POST /log-error/ (SPEC §7: error info plus message \'storefront errors\', and a separate error report)', () => {
  it('accepts the error info with message \'storefront errors\' and forwards an error report with host, path, query, platform, user agent, encoded customer IP, status, message and stack', async () => {
    const response = await post({ message: 'storefront errors', error: { message: 'Content fetch failed', status: 503, stack: 'Error: Content fetch failed\n    at page' }, url: '/de/p/9001/?color=blue' })
    expect(response.status).toBe(204)
    const report = (await reports()).find((candidate) => candidate.message === 'Content fetch failed')
    expect(report).toEqual(expect.objectContaining({
      host: new URL(shopUrl).host,
      path: '/de/p/9001/',
      query: 'color=blue',
      platform: 'browser',
      userAgent: 'e2e-agent/1.0',
      status: 503,
      stack: 'Error: Content fetch failed\n    at page',
    }))
    // Encoded, not the plain address.
    expect(report!.customerIp).not.toMatch(/^[\d.:]+$/)
    expect(Buffer.from(report!.customerIp, 'base64').toString('utf8')).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/)
  })

  it('takes the call exactly as services/error-log.ts makes it', async () => {
    await logError({ shopOrigin: shopUrl }, { error: 'Checkout machine failed', url: `${shopUrl}/fr/cart` })
    expect((await reports()).find((candidate) => candidate.message === 'Checkout machine failed')).toMatchObject({ path: '/fr/cart', status: null })
  })

  it.each([
    [{ error: 'no message' }, /Invalid message/],
    [{ message: 'storefront errors', status: 42 }, /Invalid status/],
    ['not json', /must be JSON/],
  ])('answers 400 with a message to an invalid body %j', async (body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(message)
  })
})
