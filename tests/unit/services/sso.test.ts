import { describe, expect, it } from 'vitest'
import { decodeAccessCookie } from '../../../services/sso.ts'

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
