import type { Database } from '../../db/database.ts'

/** Product reviews (SPEC §3, §4): submitted as pending, shown only once a moderator published them. */
export type ReviewStatus = 'pending' | 'published' | 'rejected'

export interface Review {
  id: number
  storeCode: string
  productId: number
  rating: number
  title: string
  comment: string
  email: string
  status: ReviewStatus
  createdAt: string
}

/** What the shop may show: never the reviewer's e-mail. */
export type PublicReview = Pick<Review, 'id' | 'rating' | 'title' | 'comment' | 'createdAt'>

export interface ReviewSummary {
  /** Mean rating to one decimal; null while nothing is published. */
  average: number | null
  count: number
}

interface Row {
  id: number
  store_code: string
  product_id: number
  rating: number
  title: string
  comment: string
  email: string
  status: ReviewStatus
  created_at: Date
}

const toReview = (row: Row): Review => ({
  id: row.id, storeCode: row.store_code, productId: row.product_id, rating: row.rating, title: row.title, comment: row.comment,
  email: row.email, status: row.status, createdAt: new Date(row.created_at).toISOString(),
})

export const toPublic = (review: Review): PublicReview => ({ id: review.id, rating: review.rating, title: review.title, comment: review.comment, createdAt: review.createdAt })

export async function productExists(db: Database, productId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM products WHERE id = $1', [productId])).rows.length === 1
}

export async function createReview(db: Database, input: Pick<Review, 'storeCode' | 'productId' | 'rating' | 'title' | 'comment' | 'email'>): Promise<Review> {
  const { rows } = await db.query<Row>(
    'INSERT INTO reviews (store_code, product_id, rating, title, comment, email) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
    [input.storeCode, input.productId, input.rating, input.title, input.comment, input.email],
  )
  return toReview(rows[0]!)
}

export async function publishedReviews(db: Database, storeCode: string, productId: number, limit: number, offset: number): Promise<PublicReview[]> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM reviews WHERE store_code = $1 AND product_id = $2 AND status = 'published' ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [storeCode, productId, limit, offset],
  )
  return rows.map((row) => toPublic(toReview(row)))
}

export async function reviewSummary(db: Database, storeCode: string, productId: number): Promise<ReviewSummary> {
  const { rows } = await db.query<{ average: string | null; count: number }>(
    `SELECT round(avg(rating)::numeric, 1) AS average, count(*)::int AS count FROM reviews WHERE store_code = $1 AND product_id = $2 AND status = 'published'`,
    [storeCode, productId],
  )
  const row = rows[0]!
  return { average: row.average === null ? null : Number(row.average), count: row.count }
}

export async function reviewsByStatus(db: Database, status: ReviewStatus): Promise<Review[]> {
  const { rows } = await db.query<Row>('SELECT * FROM reviews WHERE status = $1 ORDER BY id', [status])
  return rows.map(toReview)
}

/** Publishes or rejects a review; `undefined` for an unknown id. */
export async function moderateReview(db: Database, id: number, status: Exclude<ReviewStatus, 'pending'>): Promise<Review | undefined> {
  const { rows } = await db.query<Row>('UPDATE reviews SET status = $2, moderated_at = now() WHERE id = $1 RETURNING *', [id, status])
  return rows[0] && toReview(rows[0])
}
