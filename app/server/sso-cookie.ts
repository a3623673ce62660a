import { deleteCookie, getCookie, getRequestProtocol, setCookie } from '@tanstack/react-start/server'

/** The account site's access cookie (SPEC §4 Session in SSO stores). */
export const SSO_ACCESS_COOKIE = 'sso_access'
/** The fingerprint of the access cookie the customer logged out with in this shop. */
const SSO_SIGNED_OUT_COOKIE = 'sso_signed_out'
/** Longer than the account site's cookies live (8 hours), so a signed-out cookie never counts again. */
const SIGNED_OUT_SECONDS = 86_400

async function fingerprintOf(cookie: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(cookie))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The access cookie as this shop may still use it: none once the customer logged out here with it. The account
 * site may share the cookie across its domain, where the shop cannot always delete it; the fingerprint makes
 * sure the next page does not greet the customer again, while a fresh login on the account site (a new cookie)
 * counts at once.
 */
export async function liveSsoCookie(): Promise<string | undefined> {
  const cookie = getCookie(SSO_ACCESS_COOKIE)
  if (!cookie) return undefined
  const signedOut = getCookie(SSO_SIGNED_OUT_COOKIE)
  return signedOut && signedOut === (await fingerprintOf(cookie)) ? undefined : cookie
}

/** SPEC §4: logout ends the SSO session in the shop: the access cookie is deleted and, where it survives, no longer counts. */
export async function endSsoSession(): Promise<void> {
  const cookie = getCookie(SSO_ACCESS_COOKIE)
  if (!cookie) return
  deleteCookie(SSO_ACCESS_COOKIE, { path: '/' })
  setCookie(SSO_SIGNED_OUT_COOKIE, await fingerprintOf(cookie), { httpOnly: true, sameSite: 'lax', secure: getRequestProtocol() === 'https', path: '/', maxAge: SIGNED_OUT_SECONDS })
}
