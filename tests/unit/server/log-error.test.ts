import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleLogError } from '../../../app/server/log-error.ts'
import { REPORT_BURST } from '../../../app/server/report-rate-limit.ts'

const post = (client: string) =>
  handleLogError(new Request('http://shop.test/log-error/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'storefront errors', error: 'Checkout machine failed' }) }), client)

describe('POST /log-error/ under a flood', () => {
  const forwarded = vi.fn(async () => new Response(null, { status: 204 }))
  const logged = vi.fn()

  beforeEach(() => {
    // The clock stands still, so no report comes back into the budget while the test posts.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.stubGlobal('fetch', forwarded)
    vi.spyOn(console, 'error').mockImplementation(logged)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    forwarded.mockClear()
    logged.mockClear()
  })

  it('logs and forwards the reports within the client’s budget', async () => {
    for (let report = 0; report < REPORT_BURST; report += 1) expect((await post('203.0.113.7')).status).toBe(204)
    expect(logged).toHaveBeenCalledTimes(REPORT_BURST)
    expect(forwarded).toHaveBeenCalledTimes(REPORT_BURST)
  })

  it('answers the report over the budget 429 with Retry-After and a short JSON body, logging and forwarding nothing', async () => {
    for (let report = 0; report < REPORT_BURST; report += 1) await post('198.51.100.23')
    logged.mockClear()
    forwarded.mockClear()
    const refused = await post('198.51.100.23')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(await refused.json()).toEqual({ error: 'Too many error reports' })
    expect(logged).not.toHaveBeenCalled()
    expect(forwarded).not.toHaveBeenCalled()
  })

  it('still takes another client’s report while one client is refused', async () => {
    for (let report = 0; report <= REPORT_BURST; report += 1) await post('192.0.2.50')
    expect((await post('192.0.2.51')).status).toBe(204)
  })
})
