import type { StoreCode } from '../app.config.ts'
import type { Review } from '../domain/requests.ts'
import { number, string, type, union } from 'superstruct'
import { exchange, jsonInit, readReply, type Fetch } from './http.ts'

/** The service took the review when it answers it with its id (SPEC §4: it is examined before publication). */
const TakenReview = type({ review: type({ id: union([string(), number()]) }) })

export interface ReviewServiceSettings {
  reviewServiceDomain: string
  /** The store's token; it stays on the server. */
  token: string
  fetch?: Fetch
}

/**
 * SPEC §4 Review: POST the review to the moderated review service; true only when the service answered that it
 * took it, false on any failure, an error or unreadable body, or no reply in time.
 */
export async function sendReview(settings: ReviewServiceSettings, store: StoreCode, { productId, ...review }: Review): Promise<boolean> {
  const reply = await exchange(
    settings.fetch ?? fetch,
    `${settings.reviewServiceDomain}/api/stores/${store}/products/${productId}/reviews`,
    jsonInit(review, { 'x-review-token': settings.token }),
  )
  return readReply(reply, TakenReview, 'review').ok
}
