import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The SSO access token: a JWT (HS256) with the claims the shop reads (services/sso.ts `decodeAccessCookie`):
 * sub, email, firstname, lastname, exp.
 */
export interface SsoClaims {
  sub: string
  email: string
  firstname: string
  lastname: string
  /** Seconds since the epoch. */
  iat: number
  exp: number
}

const base64Url = (data: Buffer | string) => Buffer.from(data).toString('base64url')
const HEADER = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

const signature = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest()

export function signSsoToken(claims: SsoClaims, secret: string): string {
  const input = `${HEADER}.${base64Url(JSON.stringify(claims))}`
  return `${input}.${base64Url(signature(input, secret))}`
}

/** The claims of a token signed with the secret and not expired at `now` (ms); anything else is `undefined`. */
export function verifySsoToken(token: string, secret: string, now = Date.now()): SsoClaims | undefined {
  const [header, payload, sig] = token.split('.')
  if (!header || !payload || !sig || header !== HEADER) return undefined
  const expected = signature(`${header}.${payload}`, secret)
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!isClaims(claims) || claims.exp * 1000 <= now) return undefined
  return claims
}

function isClaims(value: unknown): value is SsoClaims {
  if (!value || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  return ['sub', 'email', 'firstname', 'lastname'].every((key) => typeof record[key] === 'string') && typeof record.exp === 'number' && typeof record.iat === 'number'
}
