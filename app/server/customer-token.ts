import { deleteCookie, getRequestProtocol, setCookie } from '@tanstack/react-start/server'
import { appConfig, STORE_CODES, type StoreCode } from '../../app.config.ts'
import type { AccessToken, Result } from '../../machines/types.ts'
import { customerService } from '../../services/customer.ts'
import { createStorefrontClient } from '../../services/storefront/client.ts'
import { storefrontAccessOf } from './storefront-access.ts'

/**
 * The customer access token's cookies, shared by every call that logs a customer in or out (login, registration,
 * password reset, activation, logout): the token lives only in an httpOnly, SameSite=Lax cookie (Secure under
 * https) and never reaches browser script or storage.
 */
export const ACCESS_TOKEN_COOKIE = 'customer_access_token'
export const TOKEN_EXPIRY_COOKIE = 'customer_token_expires_at'

/** What the browser learns of a token: its expiry, never the token. */
const REDACTED = 'httpOnly-cookie'

export const storeOf = (value: unknown): StoreCode => STORE_CODES.find((code) => code === value) ?? 'fr'

export function customersOf(store: StoreCode) {
  const config = appConfig()
  return customerService(createStorefrontClient(storefrontAccessOf(config, store)))
}

/** Keeps a new token in its httpOnly cookie; the browser learns its expiry only. */
export function keepToken(token: AccessToken): Result<AccessToken> {
  const expires = new Date(token.expiresAt)
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: getRequestProtocol() === 'https', path: '/', expires }
  setCookie(ACCESS_TOKEN_COOKIE, token.accessToken, options)
  // The expiry is not secret: the browser's session machine reads it to tell a live token from an expired one.
  setCookie(TOKEN_EXPIRY_COOKIE, token.expiresAt, { ...options, httpOnly: false })
  return { ok: true, value: { accessToken: REDACTED, expiresAt: token.expiresAt } }
}

export function forgetToken(): void {
  deleteCookie(ACCESS_TOKEN_COOKIE, { path: '/' })
  deleteCookie(TOKEN_EXPIRY_COOKIE, { path: '/' })
}

