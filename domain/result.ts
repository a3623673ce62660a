import type { FieldErrors } from './form.ts'

/** Results and failures: the shared kernel that machines, services and the app all speak. */

/** A failure as a value (SPEC §8): machines turn it into a state, nothing throws into a page. */
export interface Failure {
  /** `missing`: the thing asked for does not exist; `user`: the platform refused the input;
   * `transport`: no usable reply (network, status, malformed body, an error of the whole request). */
  kind: 'missing' | 'user' | 'transport'
  /** The platform's own words (SPEC §8: the first top-level error, else the first user error). */
  message: string
  status?: number
  /** Why the platform refused, read by the service from the platform's error code, never from its words. */
  code?: RefusalCode
  /** With `throttled`: how long until the next attempt may be made, when the refusing side says so. */
  retryAfterSeconds?: number
  /** The input the platform refused, by its name in the shop's form (`firstName`), when it named one. */
  field?: string
  /** With `invalid`: the shop's own message for each field its server refused, as its form would say it. */
  problems?: FieldErrors
}

/** Refusals the shop tells the shopper about in its own words; any other refusal is just "refused". */
export type RefusalCode = 'out-of-stock' | 'less-in-stock' | 'over-limit' | 'not-for-sale' | 'email-taken' | 'phone-taken' | 'throttled'
  /** A reset or activation link that is unknown, used, expired or declined. */
  | 'link-invalid'
  /** An activation for an account that is already active. */
  | 'already-active'
  /** A name or address field longer than the platform saves, or with markup in it. */
  | 'too-long'
  | 'contains-html'
  /** An input the shop's own rules refuse, checked again by the server (a postal code of another shape). */
  | 'invalid'

export type Result<T> = { ok: true; value: T } | { ok: false; failure: Failure }

export const succeed = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = <T = never>(kind: Failure['kind'], message: string, status?: number): Result<T> => ({
  ok: false,
  failure: status === undefined ? { kind, message } : { kind, message, status },
})
