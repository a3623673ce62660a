import { is, refine, size, string, type Struct } from 'superstruct'

/**
 * The query of the links the platform e-mails (SPEC §2 reset-password and activate-account pages), checked at
 * the route: a value that is not of the expected shape is left out, and the page then says what it can do
 * without it (ask for a new link, or that the invitation link does not work).
 */
const Secret = size(string(), 1, 200)
const HttpUrl = refine(size(string(), 1, 2048), 'http-url', (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol))

export interface ResetSearchParams {
  id?: string
  token?: string
}

export interface ActivationSearchParams {
  url?: string
}

/** The value of one query parameter if it has the shape; the router parses values as JSON, so digits arrive as a number. */
function valueOf<T>(raw: unknown, struct: Struct<T>): T | undefined {
  const value = typeof raw === 'number' ? String(raw) : raw
  return is(value, struct) ? value : undefined
}

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T

export const resetSearchOf = (raw: Record<string, unknown>): ResetSearchParams => defined({ id: valueOf(raw.id, Secret), token: valueOf(raw.token, Secret) })
export const activationSearchOf = (raw: Record<string, unknown>): ActivationSearchParams => defined({ url: valueOf(raw.url, HttpUrl) })
