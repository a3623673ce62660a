import { describe, expect, it } from 'vitest'
import { decodeAccessCookie, verifyAccessCookie } from '../../../services/sso.ts'

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
