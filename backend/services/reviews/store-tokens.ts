import { readStores } from '../../stores.ts'

/**
 * The review service's token per store (SPEC §3 Store: "review-service token and domain"): `demo-review-{store}`,
 * overridden by `REVIEW_TOKEN_{STORE}` — the variable the shop reads too.
 */
export function reviewTokens(env: Record<string, string | undefined> = process.env): ReadonlyMap<string, string> {
  return new Map(readStores(env).map((store) => [store.code, env[`REVIEW_TOKEN_${store.code.toUpperCase()}`] || `demo-review-${store.code}`]))
}

/** Header that carries the store's review-service token. */
export const REVIEW_TOKEN_HEADER = 'x-review-token'
