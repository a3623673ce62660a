import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture } from '../../../support/catalogue-fixture.ts'

const REVIEW = { rating: 5, title: 'Quick and exact', comment: 'Measures in a second.', email: 'reviewer@example.com' }

describe('review service (SPEC §3 Review, §4 Review, §5 Review form; moderated before publication)', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend()
    await insertCatalogueFixture(backend.db)
  })
  afterAll(() => backend.stop({ removeData: true }))

  const productUrl = (store: string, productId: number | string = FIXTURE.thermometer.productId) => `${backend.url}/reviews/api/stores/${store}/products/${productId}`
  const headers = (store: string, token = `demo-review-${store}`) => ({ 'content-type': 'application/json', 'x-review-token': token })
  const submit = (body: unknown, store = 'de', productId?: number | string) => fetch(`${productUrl(store, productId)}/reviews`, { method: 'POST', headers: headers(store), body: JSON.stringify(body) })
  const published = async (store = 'de', productId?: number) => (await fetch(`${productUrl(store, productId)}/reviews`, { headers: headers(store) })).json()
  const admin = (path: string, method = 'GET') => fetch(`${backend.url}${path}`, { method, headers: { authorization: `Bearer ${backend.config.adminToken}` } })

  it('a submitted review is examined before publication: it is pending and not shown', async () => {
    const response = await submit(REVIEW)
    expect(response.status).toBe(201)
    const { review } = await response.json()
    expect(review).toMatchObject({ id: expect.any(Number), rating: 5, title: 'Quick and exact', comment: 'Measures in a second.', status: 'pending' })
    expect(review.email).toBeUndefined()
    expect(await published()).toEqual({ reviews: [], summary: { average: null, count: 0 } })
  })

  it('a moderator publishes a review with the admin token; then it is listed and counted, without the e-mail', async () => {
    const { review } = await (await submit({ ...REVIEW, rating: 4, title: 'Good' })).json()
    expect((await fetch(`${backend.url}/admin/reviews/${review.id}/approve`, { method: 'POST' })).status).toBe(401)
    const pending = await (await admin('/admin/reviews?status=pending')).json()
    expect(pending.reviews.map((entry: { id: number }) => entry.id)).toContain(review.id)
    expect(pending.reviews[0].email).toBe('reviewer@example.com')
    const approved = await admin(`/admin/reviews/${review.id}/approve`, 'POST')
    expect(approved.status).toBe(200)
    expect((await approved.json()).review.status).toBe('published')
    const list = await published()
    expect(list.reviews).toEqual([{ id: review.id, rating: 4, title: 'Good', comment: 'Measures in a second.', createdAt: expect.any(String) }])
    expect(list.summary).toEqual({ average: 4, count: 1 })
  })

  it('summarises published reviews per product: average to one decimal and count; rejected reviews stay out', async () => {
    const ids: number[] = []
    for (const rating of [5, 4, 4]) ids.push((await (await submit({ ...REVIEW, rating }, 'fr', FIXTURE.bloodPressure.productId)).json()).review.id)
    const rejected = (await (await submit({ ...REVIEW, rating: 1 }, 'fr', FIXTURE.bloodPressure.productId)).json()).review.id
    for (const id of ids) await admin(`/admin/reviews/${id}/approve`, 'POST')
    expect((await (await admin(`/admin/reviews/${rejected}/reject`, 'POST')).json()).review.status).toBe('rejected')
    const summary = await (await fetch(`${productUrl('fr', FIXTURE.bloodPressure.productId)}/summary`, { headers: headers('fr') })).json()
    expect(summary).toEqual({ average: 4.3, count: 3 })
    // Reviews belong to the store they were written in.
    expect((await published('de', FIXTURE.bloodPressure.productId)).summary).toEqual({ average: null, count: 0 })
  })

  it('checks the review-service token per store', async () => {
    const wrong = await fetch(`${productUrl('de')}/reviews`, { method: 'POST', headers: headers('de', 'demo-review-fr'), body: JSON.stringify(REVIEW) })
    expect(wrong.status).toBe(401)
    const missing = await fetch(`${productUrl('de')}/reviews`)
    expect(missing.status).toBe(401)
    expect((await fetch(`${productUrl('xx')}/reviews`, { headers: headers('xx') })).status).toBe(404)
  })

  it('answers 404 for an unknown product', async () => {
    expect((await submit(REVIEW, 'de', 424242)).status).toBe(404)
    expect((await submit(REVIEW, 'de', 'abc')).status).toBe(404)
  })

  it.each([
    [{ ...REVIEW, rating: 0 }, /Invalid rating/],
    [{ ...REVIEW, rating: 6 }, /Invalid rating/],
    [{ ...REVIEW, rating: 3.5 }, /Invalid rating/],
    [{ ...REVIEW, title: '  ' }, /Invalid title/],
    [{ ...REVIEW, comment: '' }, /Invalid comment/],
    [{ ...REVIEW, email: 'not-an-email' }, /Invalid email/],
    [{ rating: 5, title: 'No e-mail', comment: 'x' }, /Invalid email/],
  ])('rating, title, review text and e-mail are required and the e-mail must be valid: 400 for %j', async (body, message) => {
    const response = await submit(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(message)
  })

  it('can be made to fail (fault target reviews)', async () => {
    backend.backend.faults.add('reviews', { mode: '500', delayMs: 0 })
    expect((await submit(REVIEW)).status).toBe(500)
  })
})
