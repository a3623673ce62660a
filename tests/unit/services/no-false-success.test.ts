import { describe, expect, it } from 'vitest'
import { requestBackInStock } from '../../../services/back-in-stock.ts'
import { subscribeToNewsletter } from '../../../services/newsletter.ts'
import { sendReview } from '../../../services/review.ts'

/** A service that answers this status and body text, as the backend's fault modes do. */
const answering = (status: number, body: string): typeof fetch => async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })

/** The replies of a failing service (SPEC §4: a failure is shown as a failure, never as a success). */
const FAILURES: Array<[string, number, string]> = [
  ['a server error', 500, '{"error":"Injected fault"}'],
  ['a gateway timeout', 504, 'Gateway timeout'],
  ['a cut-off body', 200, '{"data": {"truncated'],
  ['an error body with 200', 200, '{"errors":[{"message":"Injected GraphQL error"}]}'],
  ['an empty body', 200, ''],
]

const subscription = { email: 'ada@example.com', create_voucher: false, country: 'DE' }
const review = { productId: '1045', rating: 5, title: 'Good', comment: 'Works well', email: 'ada@example.com' }

describe('no false success from the newsletter, review and back-in-stock services', () => {
  it.each(FAILURES)('a newsletter subscription answered with %s is a failure', async (_, status, body) => {
    expect(await subscribeToNewsletter({ newsletterUrl: 'http://service', fetch: answering(status, body) }, subscription)).toMatchObject({ ok: false, failure: { message: 'NEWSLETTER_FAILURE' } })
  })
  it.each(FAILURES)('a review answered with %s was not taken', async (_, status, body) => {
    expect(await sendReview({ reviewServiceDomain: 'http://service', token: 't', fetch: answering(status, body) }, 'de', review)).toBe(false)
  })
  it.each(FAILURES)('a back-in-stock request answered with %s was not registered', async (_, status, body) => {
    expect(await requestBackInStock({ backInStockUrl: 'http://service', fetch: answering(status, body) }, 'de', { email: 'ada@example.com', variantId: '10451' })).toBe(false)
  })

  it('takes what the services answer when they did take it', async () => {
    expect(await subscribeToNewsletter({ newsletterUrl: 'http://service', fetch: answering(201, '{"email":"ada@example.com","country":"PL","status":"confirmation-required"}') }, subscription)).toEqual({ ok: true, value: true })
    expect(await subscribeToNewsletter({ newsletterUrl: 'http://shop', fetch: answering(200, '{"subscribed":true}') }, subscription)).toEqual({ ok: true, value: true })
    expect(await sendReview({ reviewServiceDomain: 'http://service', token: 't', fetch: answering(201, '{"review":{"id":"r1","status":"pending"}}') }, 'de', review)).toBe(true)
    expect(await requestBackInStock({ backInStockUrl: 'http://service', fetch: answering(200, '{"registered":true,"alreadyRegistered":true}') }, 'de', { email: 'ada@example.com', variantId: '10451' })).toBe(true)
  })
})
