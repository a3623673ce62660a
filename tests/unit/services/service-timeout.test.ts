import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { serviceCall } from '../../../app/components/forms/form-actor.ts'
import { backInStockFormMachine } from '../../../machines/back-in-stock-form.machine.ts'
import type { BackInStockRequest } from '../../../domain/requests.ts'
import { reviewFormMachine } from '../../../machines/review-form.machine.ts'
import type { Review } from '../../../domain/requests.ts'
import { requestBackInStock } from '../../../services/back-in-stock.ts'
import { EXCHANGE_TIMEOUT_MS, exchange, jsonInit } from '../../../services/http.ts'
import { sendReview } from '../../../services/review.ts'
import { hangingFetch } from '../../support/hanging-fetch.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** Settles a call that is still waiting after the clock moved on by `ms`, or says it is still waiting. */
async function after<T>(ms: number, call: Promise<T>): Promise<T | 'still waiting'> {
  await vi.advanceTimersByTimeAsync(ms)
  return Promise.race([call, Promise.resolve('still waiting' as const)])
}

describe('a service that never answers', () => {
  it('is given up after the default timeout, as a network failure with no body', async () => {
    const reply = exchange(hangingFetch, 'https://service.example/api', jsonInit({}))
    expect(await after(EXCHANGE_TIMEOUT_MS - 1, reply)).toBe('still waiting')
    expect(await after(1, reply)).toMatchObject({ status: 0, ok: false, body: null })
  })

  it('is given up sooner when the caller asks for a shorter wait', async () => {
    const reply = exchange(hangingFetch, 'https://service.example/api', jsonInit({}), { timeoutMs: 1_500 })
    expect(await after(1_500, reply)).toMatchObject({ status: 0, ok: false, body: null })
  })

  it('is still given up at once when the caller cancels with its own signal', async () => {
    const caller = new AbortController()
    const reply = exchange(hangingFetch, 'https://service.example/api', { ...jsonInit({}), signal: caller.signal })
    caller.abort(new Error('left the page'))
    expect(await after(0, reply)).toEqual({ status: 0, statusText: 'left the page', ok: false, body: null })
  })
})

/** A form in its failed state shows 'Something went wrong' in the shopper's language beside the fields it still holds. */
describe('forms whose service never answers (SPEC §4 Review, Back-in-stock request)', () => {
  it('the review form stops submitting after the timeout and fails, keeping what the shopper typed', async () => {
    const settings = { reviewServiceDomain: 'https://reviews.example', token: 'demo-review-de', fetch: hangingFetch }
    // Provided as the product page provides it, with the review service's call in place of the server function.
    const form = createActor(
      reviewFormMachine.provide({ actors: { submitReview: serviceCall((review: Review) => sendReview(settings, 'de', review), 'The review service did not take the review') } }),
      { input: { productId: '1055' } },
    ).start()
    const typed = { productId: '1055', rating: 4, title: 'Solide Jacke', comment: 'Hält warm und trocken.', email: 'reviewer@example.com' }
    form.send({ type: 'field.changed', field: 'rating', value: typed.rating })
    form.send({ type: 'field.changed', field: 'title', value: typed.title })
    form.send({ type: 'field.changed', field: 'comment', value: typed.comment })
    form.send({ type: 'field.changed', field: 'email', value: typed.email })
    form.send({ type: 'submit' })
    expect(form.getSnapshot().value).toBe('submitting')

    await vi.advanceTimersByTimeAsync(EXCHANGE_TIMEOUT_MS)
    const failed = await waitFor(form, (snapshot) => snapshot.value !== 'submitting')
    expect(failed.value).toBe('failed')
    expect(failed.context.review).toEqual(typed)
    expect(failed.context.errors).toEqual({})
  })

  it('the back-in-stock form stops submitting after the timeout and fails, keeping the e-mail', async () => {
    const form = createActor(
      backInStockFormMachine.provide({
        actors: {
          requestNotice: serviceCall(
            (request: BackInStockRequest) => requestBackInStock({ backInStockUrl: 'https://notices.example', fetch: hangingFetch }, 'de', request),
            'The notification service did not take the request',
          ),
        },
      }),
      { input: { variantId: 'gid://shopify/ProductVariant/10993' } },
    ).start()
    form.send({ type: 'email.changed', email: 'waiting@example.com' })
    form.send({ type: 'submit' })
    expect(form.getSnapshot().value).toBe('submitting')

    await vi.advanceTimersByTimeAsync(EXCHANGE_TIMEOUT_MS)
    const failed = await waitFor(form, (snapshot) => snapshot.value !== 'submitting')
    expect(failed.value).toBe('failed')
    expect(failed.context.request).toEqual({ variantId: 'gid://shopify/ProductVariant/10993', email: 'waiting@example.com' })
    expect(failed.context.error).toBeNull()
  })
})
