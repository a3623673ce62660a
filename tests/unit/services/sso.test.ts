import { describe, expect, it, vi } from 'vitest'
import type { SsoCookieReading } from '../../../domain/types.ts'
import { decodeAccessCookie, verifyAccessCookie, withDefaultAddress } from '../../../services/sso.ts'
import { hangingFetch } from '../../support/hanging-fetch.ts'

const jwt = (claims: unknown) => `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`
const now = Date.parse('2025-01-15T12:00:00Z')

describe('SSO access cookie (SPEC §4 Session)', () => {
  it('reads the user of a live cookie', () => {
    const exp = now / 1000 + 3600
    expect(decodeAccessCookie(jwt({ sub: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'L', exp }), now)).toEqual({
      kind: 'user',
      expiresAt: new Date(exp * 1000).toISOString(),
      user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L' },
    })
  })
  it('tells missing, undecodable and expired cookies apart', () => {
    expect(decodeAccessCookie(undefined, now)).toEqual({ kind: 'missing' })
    expect(decodeAccessCookie('not-a-jwt', now)).toEqual({ kind: 'undecodable' })
    expect(decodeAccessCookie('a.%%%.b', now)).toEqual({ kind: 'undecodable' })
    expect(decodeAccessCookie(jwt({ email: 'ada@example.com' }), now)).toEqual({ kind: 'undecodable' })
    expect(decodeAccessCookie(jwt({ email: 'ada@example.com', exp: now / 1000 - 1 }), now)).toEqual({ kind: 'expired' })
  })
})

describe('SSO access cookie signature', () => {
  const sign = async (claims: unknown, secret: string) => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    const signature = Buffer.from(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${header}.${payload}`))).toString('base64url')
    return `${header}.${payload}.${signature}`
  }
  const claims = { sub: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'L', exp: now / 1000 + 3600 }

  it('trusts a cookie signed with the shared secret', async () => {
    expect(await verifyAccessCookie(await sign(claims, 'shared'), 'shared', now)).toMatchObject({ kind: 'user', user: { email: 'ada@example.com' } })
  })

  it('treats a forged or tampered cookie as undecodable, which forces logout', async () => {
    expect(await verifyAccessCookie(await sign(claims, 'someone-else'), 'shared', now)).toEqual({ kind: 'undecodable' })
    expect(await verifyAccessCookie(jwt(claims), 'shared', now)).toEqual({ kind: 'undecodable' })
    const [header, , signature] = (await sign(claims, 'shared')).split('.')
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'eve@example.com' })).toString('base64url')}.${signature}`
    expect(await verifyAccessCookie(forged, 'shared', now)).toEqual({ kind: 'undecodable' })
  })

  it('still tells a missing and an expired cookie apart', async () => {
    expect(await verifyAccessCookie(undefined, 'shared', now)).toEqual({ kind: 'missing' })
    expect(await verifyAccessCookie(await sign({ ...claims, exp: now / 1000 - 1 }, 'shared'), 'shared', now)).toEqual({ kind: 'expired' })
  })
})

describe('SSO user default address (SPEC §3 User, §7 SSO)', () => {
  const reading: SsoCookieReading = { kind: 'user', expiresAt: '2030-01-01T00:00:00.000Z', user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L' } }
  const answering = (status: number, body: unknown) => {
    const calls: Array<{ url: string; init?: RequestInit }> = []
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init })
      return new Response(JSON.stringify(body), { status })
    }
    return { calls, fetch: fetch as typeof globalThis.fetch }
  }
  const address = { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines', address1: 'Main 1', city: 'London', zip: 'N1' }

  it('gives the logged-in user the account site’s default address in the delivery country, asked with the visitor’s cookie', async () => {
    const account = answering(200, { success: true, data: { ...address, address2: 'Back' } })
    const read = await withDefaultAddress(reading, { accountHostUrl: 'https://account.example/', fetch: account.fetch, cookie: 'sso_access=jwt' }, 'PL')
    expect(read).toEqual({ ...reading, user: { ...reading.user, defaultAddress: { ...address, address2: 'Back' } } })
    expect(account.calls[0]?.url).toBe('https://account.example/api/address/default?country=PL')
    expect(new Headers(account.calls[0]?.init?.headers).get('cookie')).toBe('sso_access=jwt')
  })

  it('keeps the user logged in without an address when the address cannot be read', async () => {
    const logged: string[] = []
    const log = (message: string) => logged.push(message)
    for (const [status, body] of [[200, { success: false }], [200, { success: true, data: { city: 7 } }], [401, { success: false, error: 'Not signed in' }], [500, null]] as const) {
      const account = answering(status, body)
      expect(await withDefaultAddress(reading, { accountHostUrl: 'https://account.example', fetch: account.fetch, log }, 'PL')).toEqual(reading)
    }
    const unreachable = (async () => {
      throw new Error('offline')
    }) as typeof globalThis.fetch
    expect(await withDefaultAddress(reading, { accountHostUrl: 'https://account.example', fetch: unreachable, log }, 'PL')).toEqual(reading)
    expect(logged).toHaveLength(5)
  })

  it('keeps the user logged in without an address, logged, when the account site does not answer within 1.5 s', async () => {
    vi.useFakeTimers()
    try {
      const logged: string[] = []
      const log = (message: string) => logged.push(message)
      const settled = vi.fn()
      const result = withDefaultAddress(reading, { accountHostUrl: 'https://account.example', fetch: hangingFetch, log }, 'PL').then((value) => (settled(), value))
      await vi.advanceTimersByTimeAsync(1_499)
      expect(settled).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(await result).toEqual(reading)
      expect(logged).toEqual(['default address failed'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks nothing when there is no trusted user', async () => {
    const account = answering(200, { success: true, data: address })
    expect(await withDefaultAddress({ kind: 'expired' }, { accountHostUrl: 'https://account.example', fetch: account.fetch }, 'PL')).toEqual({ kind: 'expired' })
    expect(account.calls).toHaveLength(0)
  })
})
