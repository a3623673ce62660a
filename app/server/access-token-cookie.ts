import { createServerOnlyFn } from '@tanstack/react-start'
import { deleteCookie, getCookie, getRequestProtocol, setCookie } from '@tanstack/react-start/server'
import type { RenewedToken as AccessToken } from '../../domain/account.ts'
import type { Result } from '../../domain/result.ts'

/**
 * The customer access token's cookies: the token itself httpOnly, SameSite=Lax (Secure under https), so it never
 * reaches browser script or storage; its expiry readable beside it. Set by server functions only.
 */
const ACCESS_TOKEN_COOKIE = 'customer_access_token'
export const TOKEN_EXPIRY_COOKIE = 'customer_token_expires_at'

/** What the browser learns of a token: its expiry, never the token. */
const REDACTED = 'httpOnly-cookie'

export const keepToken = createServerOnlyFn((token: AccessToken): Result<AccessToken> => {
  const expires = new Date(token.expiresAt)
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: getRequestProtocol() === 'https', path: '/', expires }
  setCookie(ACCESS_TOKEN_COOKIE, token.accessToken, options)
  // The expiry is not secret: the browser's session machine reads it to tell a live token from an expired one.
  setCookie(TOKEN_EXPIRY_COOKIE, token.expiresAt, { ...options, httpOnly: false })
  return { ok: true, value: { accessToken: REDACTED, expiresAt: token.expiresAt } }
})

/** The customer access token of this request, if it carries one. */
export const requestToken = createServerOnlyFn((): string | undefined => getCookie(ACCESS_TOKEN_COOKIE) || undefined)

export const forgetToken = createServerOnlyFn((): void => {
  deleteCookie(ACCESS_TOKEN_COOKIE, { path: '/' })
  deleteCookie(TOKEN_EXPIRY_COOKIE, { path: '/' })
})
