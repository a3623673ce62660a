import { boolean, is, nullable, optional, string, type } from 'superstruct'
import type { Address, SsoCookieReading } from '../domain/types.ts'
import { exchange, readReply, type Fetch } from './http.ts'

const Claims = type({
  sub: optional(string()),
  id: optional(string()),
  email: string(),
  firstname: optional(string()),
  lastname: optional(string()),
  given_name: optional(string()),
  family_name: optional(string()),
})

function base64UrlDecode(part: string): string {
  const padded = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=')
  return new TextDecoder().decode(Uint8Array.from(atob(padded), (char) => char.charCodeAt(0)))
}

/**
 * SPEC §4 Session in SSO stores: the user is read from the decoded access cookie (a JWT issued by the
 * account site). Missing, undecodable or expired cookies are told apart so the session can force logout.
 * Decoding only: `verifyAccessCookie` checks the signature first and is what the shop trusts.
 */
export function decodeAccessCookie(cookie: string | null | undefined, now: number = Date.now()): SsoCookieReading {
  if (!cookie) return { kind: 'missing' }
  const payload = cookie.split('.')[1]
  if (!payload) return { kind: 'undecodable' }
  let claims: unknown
  try {
    claims = JSON.parse(base64UrlDecode(payload))
  } catch {
    return { kind: 'undecodable' }
  }
  if (!is(claims, Claims)) return { kind: 'undecodable' }
  const exp = (claims as { exp?: unknown }).exp
  if (typeof exp !== 'number') return { kind: 'undecodable' }
  if (exp * 1000 <= now) return { kind: 'expired' }
  return {
    kind: 'user',
    expiresAt: new Date(exp * 1000).toISOString(),
    user: {
      id: claims.sub ?? claims.id ?? claims.email,
      email: claims.email,
      firstName: claims.firstname ?? claims.given_name ?? '',
      lastName: claims.lastname ?? claims.family_name ?? '',
    },
  }
}

const base64UrlBytes = (part: string) => Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=')), (char) => char.charCodeAt(0))

/** Whether the cookie carries the account site's HS256 signature over its header and claims. */
async function hasValidSignature(cookie: string, secret: string): Promise<boolean> {
  const [header, payload, signature] = cookie.split('.')
  if (!header || !payload || !signature) return false
  try {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify'])
    return await crypto.subtle.verify('HMAC', key, base64UrlBytes(signature), new TextEncoder().encode(`${header}.${payload}`))
  } catch {
    return false
  }
}

/**
 * The SSO session as the shop may trust it: a cookie whose signature does not verify with the shared
 * secret counts as undecodable (SPEC §4: it forces logout), whatever its claims say.
 */
export async function verifyAccessCookie(cookie: string | null | undefined, secret: string, now: number = Date.now()): Promise<SsoCookieReading> {
  if (!cookie) return { kind: 'missing' }
  if (!(await hasValidSignature(cookie, secret))) return { kind: 'undecodable' }
  return decodeAccessCookie(cookie, now)
}

const DefaultAddress = type({
  success: boolean(),
  data: optional(nullable(type({ firstName: optional(string()), lastName: optional(string()), company: optional(string()), address1: optional(string()), address2: optional(string()), city: optional(string()), zip: optional(string()) }))),
})

/**
 * The default address is extra (SPEC §3 "User"), yet the SSO session, and with it the checkout's buyer
 * details, waits for it: an account site that does not answer holds the session up no longer than this.
 */
const DEFAULT_ADDRESS_TIMEOUT_MS = 1_500

interface DefaultAddressSettings {
  accountHostUrl: string
  fetch?: Fetch
  log?: (message: string, detail: unknown) => void
  /** On the server there are no browser credentials: the visitor's cookie header is forwarded instead. */
  cookie?: string
}

/** SPEC §7 SSO: GET {account host}/api/address/default?country=…, with credentials; a failure or a timeout is only logged. */
export async function fetchDefaultAddress(settings: DefaultAddressSettings, country: string): Promise<Address | null> {
  const reply = await exchange(settings.fetch ?? fetch, `${settings.accountHostUrl.replace(/\/+$/, '')}/api/address/default?country=${encodeURIComponent(country)}`, {
    method: 'GET',
    credentials: 'include',
    headers: { accept: 'application/json', ...(settings.cookie ? { cookie: settings.cookie } : {}) },
  }, { timeoutMs: DEFAULT_ADDRESS_TIMEOUT_MS })
  const result = readReply(reply, DefaultAddress, 'default address')
  if (!result.ok || !result.value.success || !result.value.data) {
    settings.log?.('default address failed', result.ok ? 'no address' : result.failure)
    return null
  }
  const data = result.value.data
  return { firstName: data.firstName ?? '', lastName: data.lastName ?? '', company: data.company ?? '', address1: data.address1 ?? '', address2: data.address2, city: data.city ?? '', zip: data.zip ?? '' }
}

/**
 * SPEC §3 "User": an SSO user carries the default address for the delivery country. The address is extra:
 * when it cannot be read the reading stays as it was, so a failure never logs the user out.
 */
export async function withDefaultAddress(reading: SsoCookieReading, settings: DefaultAddressSettings, country: string): Promise<SsoCookieReading> {
  if (reading.kind !== 'user') return reading
  const defaultAddress = await fetchDefaultAddress(settings, country)
  return defaultAddress ? { ...reading, user: { ...reading.user, defaultAddress } } : reading
}
