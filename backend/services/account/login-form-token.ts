import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readCookie } from './session-cookie.ts'

/** Cookie and hidden field that tie a login form to the browser it was shown to (CSRF token, double submit). */
const FORM_TOKEN_COOKIE = 'sso_login_form'
export const FORM_TOKEN_FIELD = 'csrf_token'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The browser's form token, or a new one for a browser that has none yet. */
export function formTokenFor(request: Request): string {
  const existing = readCookie(request, FORM_TOKEN_COOKIE)
  return existing && TOKEN.test(existing) ? existing : randomBytes(32).toString('base64url')
}

/**
 * Strict same-site and HttpOnly: another site can neither send nor read it, so it cannot post the form with a
 * matching hidden field.
 */
export function formTokenCookie(token: string, secure: boolean): string {
  return `${FORM_TOKEN_COOKIE}=${token}; Path=/account; Max-Age=7200; SameSite=Strict; HttpOnly${secure ? '; Secure' : ''}`
}

/** Whether the posted hidden field carries the token of the browser's cookie. */
export function formTokenMatches(request: Request, posted: string | undefined): boolean {
  const cookie = readCookie(request, FORM_TOKEN_COOKIE)
  if (!cookie || !posted || !TOKEN.test(cookie) || !TOKEN.test(posted)) return false
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(posted))
}
