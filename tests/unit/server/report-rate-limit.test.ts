import { describe, expect, it } from 'vitest'
import { reportingClientOf, reportRateLimit } from '../../../app/server/report-rate-limit.ts'

function limitAt(options: { perMinute?: number; burst?: number; maxClients?: number } = {}) {
  const clock = { now: 0 }
  const limit = reportRateLimit({ perMinute: 30, burst: 10, maxClients: 100, ...options, now: () => clock.now })
  const takeMany = (client: string, count: number) => Array.from({ length: count }, () => limit.take(client))
  return { clock, limit, takeMany }
}

describe('error reports per client: a token bucket of 10 refilling at 30 a minute', () => {
  it('takes the burst of reports a client sends at once', () => {
    const { takeMany } = limitAt()
    expect(takeMany('203.0.113.7', 10)).toEqual(Array(10).fill({ taken: true }))
  })

  it('refuses the report over the burst and says when the next one is taken', () => {
    const { limit, takeMany } = limitAt()
    takeMany('203.0.113.7', 10)
    // 30 a minute: one report every two seconds.
    expect(limit.take('203.0.113.7')).toEqual({ taken: false, retryAfterSeconds: 2 })
  })

  it('refills the budget with time, at its pace', () => {
    const { clock, limit, takeMany } = limitAt()
    takeMany('203.0.113.7', 10)
    clock.now = 1_999
    expect(limit.take('203.0.113.7')).toEqual({ taken: false, retryAfterSeconds: 1 })
    clock.now = 2_000
    expect(limit.take('203.0.113.7')).toEqual({ taken: true })
    expect(limit.take('203.0.113.7').taken).toBe(false)
    clock.now = 2_000 + 60_000
    expect(takeMany('203.0.113.7', 11).filter((take) => take.taken)).toHaveLength(10)
  })

  it('keeps taking another client’s reports while one client floods', () => {
    const { limit, takeMany } = limitAt()
    takeMany('203.0.113.7', 500)
    expect(limit.take('198.51.100.23')).toEqual({ taken: true })
  })

  it('remembers at most its number of clients, however many post', () => {
    const { limit } = limitAt({ maxClients: 1_000 })
    for (let client = 0; client < 100_000; client += 1) limit.take(`10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`)
    expect(limit.trackedClients).toBe(1_000)
  })

  it('forgets the least recently seen client first when full, so it starts again with a full budget', () => {
    const { limit, takeMany } = limitAt({ maxClients: 3 })
    takeMany('203.0.113.7', 10)
    for (const client of ['198.51.100.1', '198.51.100.2', '203.0.113.7', '198.51.100.3']) limit.take(client)
    // The flooding client was seen again, so it is still remembered and still refused.
    expect(limit.take('203.0.113.7').taken).toBe(false)
    for (const client of ['198.51.100.4', '198.51.100.5', '198.51.100.6']) limit.take(client)
    expect(limit.take('203.0.113.7')).toEqual({ taken: true })
  })

  it('forgets clients whose budget has refilled', () => {
    const { clock, limit, takeMany } = limitAt()
    takeMany('203.0.113.7', 3)
    limit.take('198.51.100.1')
    expect(limit.trackedClients).toBe(2)
    // Six seconds bring three reports back: both budgets are full again.
    clock.now = 6_000
    limit.take('198.51.100.2')
    expect(limit.trackedClients).toBe(1)
  })
})

describe('whose budget a report counts against', () => {
  it('counts an IPv6 address by its /64, however the host writes it, so one host cannot rotate its way past the limit', () => {
    expect(reportingClientOf('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1::/64')
    expect(reportingClientOf('2001:db8:85a3:1::1')).toBe('2001:db8:85a3:1::/64')
    expect(reportingClientOf('2001:DB8:85A3:0001:0:0:0:2')).toBe('2001:db8:85a3:1::/64')
    expect(reportingClientOf('2001:db8::7')).toBe('2001:db8:0:0::/64')
    expect(reportingClientOf('2001:db8:85a3:2::1')).not.toBe(reportingClientOf('2001:db8:85a3:1::1'))
  })

  it('counts an IPv4 address by itself, also when mapped into IPv6; an unknown address shares one budget', () => {
    expect(reportingClientOf('203.0.113.7')).toBe('203.0.113.7')
    expect(reportingClientOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(reportingClientOf(undefined)).toBe('')
  })
})
