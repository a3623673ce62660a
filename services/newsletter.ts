import { literal, string, type, union } from 'superstruct'
import { fail, succeed, type Result } from '../domain/types.ts'
import type { Subscription } from '../domain/requests.ts'
import { exchange, jsonInit, readReply, type Fetch } from './http.ts'

/**
 * What a taken subscription answers: the service its status (`subscribed`, or `confirmation-required` where a
 * confirmation link must be clicked, SPEC §5), the shop's own endpoint `subscribed: true`. SPEC §7 shows no more of
 * the body; a reply with neither (an error body, a cut-off reply) subscribed no one, whatever its status code says.
 */
const SubscriptionReply = union([type({ status: string() }), type({ subscribed: literal(true) })])

/** SPEC §7: POST /api/newsletter/subscribe {email, create_voucher, country}; a non-ok response is a failure. */
export async function subscribeToNewsletter(settings: { newsletterUrl: string; fetch?: Fetch }, subscription: Subscription): Promise<Result<true>> {
  const reply = await exchange(settings.fetch ?? fetch, `${settings.newsletterUrl.replace(/\/+$/, '')}/api/newsletter/subscribe`, jsonInit(subscription))
  return readReply(reply, SubscriptionReply, 'subscription').ok ? succeed(true) : fail('transport', 'NEWSLETTER_FAILURE', reply.status)
}

/** The browser's subscription: to the shop's own endpoint of the same contract, which passes it on to the service. */
export const subscribeThroughShop = (subscription: Subscription): Promise<Result<true>> => subscribeToNewsletter({ newsletterUrl: '' }, subscription)
