import type { SsoClaims } from './sso-token.ts'
import { signSsoToken, verifySsoToken } from './sso-token.ts'

/** Name of the SSO access cookie the account site sets and the shop decodes. */
const SSO_COOKIE = 'sso_access'

/** How long a login on the account site lasts. */
const SSO_LIFETIME_SECONDS = 60 * 60 * 8

/**
 * No Domain attribute: the cookie belongs to the account site's host, and browsers send it to every port of
 * that host, so a shop on localhost:3000 receives the cookie set by the account site on localhost:4000.
 */
export function sessionCookie(customer: { id: number; email: string; firstName: string | null; lastName: string | null }, secret: string, secure: boolean, now = Date.now()): string {
  const iat = Math.floor(now / 1000)
  const claims: SsoClaims = { sub: String(customer.id), email: customer.email, firstname: customer.firstName ?? '', lastname: customer.lastName ?? '', iat, exp: iat + SSO_LIFETIME_SECONDS }
  return `${SSO_COOKIE}=${signSsoToken(claims, secret)}; Path=/; Max-Age=${SSO_LIFETIME_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SSO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
}

export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** The signed-in customer's claims, if the request carries a valid, unexpired access cookie. */
export function sessionOf(request: Request, secret: string): SsoClaims | undefined {
  const token = readCookie(request, SSO_COOKIE)
  return token ? verifySsoToken(token, secret) : undefined
}
