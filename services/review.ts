import type { StoreCode } from '../app.config.ts'
import type { Review } from '../domain/requests.ts'
import { exchange, jsonInit, type Fetch } from './http.ts'

export interface ReviewServiceSettings {
  reviewServiceDomain: string
  /** The store's token; it stays on the server. */
  token: string
  fetch?: Fetch
}

/** SPEC §4 Review: POST the review to the moderated review service; true when it was taken, false on any failure or no reply in time. */
export async function sendReview(settings: ReviewServiceSettings, store: StoreCode, { productId, ...review }: Review): Promise<boolean> {
  const reply = await exchange(
    settings.fetch ?? fetch,
    `${settings.reviewServiceDomain}/api/stores/${store}/products/${productId}/reviews`,
    jsonInit(review, { 'x-review-token': settings.token }),
  )
  return reply.ok
}
