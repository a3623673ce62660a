import { enums, integer, size, type } from 'superstruct'
import type { BackendConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { json, type Handler, type Params, type Route } from '../../http/router.ts'
import { adminOnly } from '../../admin/routes.ts'
import { Email, readJsonBody, Text } from '../http/body.ts'
import { preflight, withShopCors } from '../http/cors.ts'
import { createReview, moderateReview, productExists, publishedReviews, reviewsByStatus, reviewSummary, toPublic } from './reviews.ts'
import { REVIEW_TOKEN_HEADER, reviewTokens } from './store-tokens.ts'

/** SPEC §3 Review and §5 review form: rating, title, review text and e-mail are required; the e-mail must be valid. */
const ReviewRequest = type({ rating: size(integer(), 1, 5), title: Text(200), comment: Text(5000), email: Email })

const PRODUCT_ID = /^\d{1,9}$/
const PAGE_SIZE = 20

/**
 * The review service (contract in backend/README.md, "Other services"): reviews per store and product, each
 * call carrying the store's token; a moderator publishes through the admin endpoints.
 */
export function reviewRoutes(config: BackendConfig, db: Database): Route[] {
  const tokens = reviewTokens()
  const shopOrigin = new URL(config.shopUrl).origin

  /** Runs the handler for a known store whose token came along, and a product id that exists. */
  const forProduct = (handler: (request: Request, store: string, productId: number) => Promise<Response>): Handler =>
    withShopCors(shopOrigin, async (request: Request, params: Params) => {
      const store = params.store ?? ''
      const token = tokens.get(store)
      if (!token) return json({ error: `Unknown store ${store}` }, { status: 404 })
      if (request.headers.get(REVIEW_TOKEN_HEADER) !== token) return json({ error: 'Review-service token of the store required' }, { status: 401 })
      const productId = params.productId ?? ''
      if (!PRODUCT_ID.test(productId) || !(await productExists(db, Number(productId)))) return json({ error: `Unknown product ${productId}` }, { status: 404 })
      return handler(request, store, Number(productId))
    })

  const moderate = (status: 'published' | 'rejected'): Handler =>
    adminOnly(config.adminToken, async (_, params) => {
      const id = params.id ?? ''
      const review = /^\d{1,9}$/.test(id) ? await moderateReview(db, Number(id), status) : undefined
      return review ? json({ review }) : json({ error: `Unknown review ${id}` }, { status: 404 })
    })

  const base = '/reviews/api/stores/:store/products/:productId'
  const cors = preflight(shopOrigin, 'GET, POST', `content-type, accept, ${REVIEW_TOKEN_HEADER}`)
  return [
    {
      method: 'POST',
      pattern: `${base}/reviews`,
      faultTarget: 'reviews',
      handler: forProduct(async (request, storeCode, productId) => {
        const body = await readJsonBody(request, ReviewRequest)
        if ('error' in body) return body.error
        const review = await createReview(db, { storeCode, productId, ...body.value })
        // SPEC §4: submitted reviews are examined before publication.
        return json({ review: { ...toPublic(review), status: review.status } }, { status: 201 })
      }),
    },
    {
      method: 'GET',
      pattern: `${base}/reviews`,
      faultTarget: 'reviews',
      handler: forProduct(async (request, storeCode, productId) => {
        const query = new URL(request.url).searchParams
        const limit = Math.min(Math.max(Number(query.get('limit')) || PAGE_SIZE, 1), 100)
        const offset = Math.max(Number(query.get('offset')) || 0, 0)
        const [reviews, summary] = await Promise.all([publishedReviews(db, storeCode, productId, limit, offset), reviewSummary(db, storeCode, productId)])
        return json({ reviews, summary })
      }),
    },
    {
      method: 'GET',
      pattern: `${base}/summary`,
      faultTarget: 'reviews',
      handler: forProduct(async (_, storeCode, productId) => json(await reviewSummary(db, storeCode, productId))),
    },
    { method: 'OPTIONS', pattern: `${base}/reviews`, handler: cors },
    { method: 'OPTIONS', pattern: `${base}/summary`, handler: cors },
    {
      method: 'GET',
      pattern: '/admin/reviews',
      handler: adminOnly(config.adminToken, async (request) => {
        const status = new URL(request.url).searchParams.get('status') ?? 'pending'
        const [failure, checked] = enums(['pending', 'published', 'rejected'] as const).validate(status)
        if (failure) return json({ error: 'Invalid status: expected pending, published or rejected' }, { status: 400 })
        return json({ reviews: await reviewsByStatus(db, checked) })
      }),
    },
    { method: 'POST', pattern: '/admin/reviews/:id/approve', handler: moderate('published') },
    { method: 'POST', pattern: '/admin/reviews/:id/reject', handler: moderate('rejected') },
  ]
}
