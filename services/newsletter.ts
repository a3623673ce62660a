import { fail, succeed, type Result } from '../domain/types.ts'
import type { Subscription } from '../domain/requests.ts'
import { exchange, jsonInit, type Fetch } from './http.ts'

/** SPEC §7: POST /api/newsletter/subscribe {email, create_voucher, country}; a non-ok response is a failure. */
export async function subscribeToNewsletter(settings: { newsletterUrl: string; fetch?: Fetch }, subscription: Subscription): Promise<Result<true>> {
  const reply = await exchange(settings.fetch ?? fetch, `${settings.newsletterUrl.replace(/\/+$/, '')}/api/newsletter/subscribe`, jsonInit(subscription))
  // The reply body's shape is not specified (SPEC §7): only the status counts.
  return reply.ok ? succeed(true) : fail('transport', 'NEWSLETTER_FAILURE', reply.status)
}

/** The browser's subscription: to the shop's own endpoint of the same contract, which passes it on to the service. */
export const subscribeThroughShop = (subscription: Subscription): Promise<Result<true>> => subscribeToNewsletter({ newsletterUrl: '' }, subscription)
