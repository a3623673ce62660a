import { enums, is, refine, size, string, type Struct } from 'superstruct'

/**
 * The query of the account pages' links, checked at the route: the links the platform e-mails (SPEC §2
 * reset-password and activate-account pages) and the login page's. A value that is not of the expected shape is
 * left out, and the page then does what it can without it (ask for a new link, say the invitation link does not
 * work, go to the edition's home after the login).
 */
const Secret = size(string(), 1, 200)
const HttpUrl = refine(size(string(), 1, 2048), 'http-url', (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol))

/** The login page's `then` that says the shopper came from the checkout login modal and goes on to the checkout. */
export const THEN_CHECKOUT = 'checkout'

/** A path on this site, as the login page's `return` is; which of the edition's pages it may be is the view's to check. */
const SitePath = refine(size(string(), 1, 2048), 'site-path', (value) => value.startsWith('/') && !value.startsWith('//'))

export interface LoginSearchParams {
  return?: string
  then?: typeof THEN_CHECKOUT
}

export interface ResetSearchParams {
  id?: string
  token?: string
}

export interface ActivationSearchParams {
  url?: string
}

/** The value of one query parameter if it has the shape; the router's decoding gives bare digits as a number. */
function valueOf<T>(raw: unknown, struct: Struct<T>): T | undefined {
  const value = typeof raw === 'number' ? String(raw) : raw
  return is(value, struct) ? value : undefined
}

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T

export const resetSearchOf = (raw: Record<string, unknown>): ResetSearchParams => defined({ id: valueOf(raw.id, Secret), token: valueOf(raw.token, Secret) })
export const activationSearchOf = (raw: Record<string, unknown>): ActivationSearchParams => defined({ url: valueOf(raw.url, HttpUrl) })
export const loginSearchOf = (raw: Record<string, unknown>): LoginSearchParams => defined({ return: valueOf(raw.return, SitePath), then: valueOf(raw.then, enums([THEN_CHECKOUT])) })
