import type { Database } from '../../db/database.ts'

/** Back-in-stock requests (SPEC §4, §9): an e-mail per variant, deleted after notification or after six months. */
export interface BackInStockRequest {
  id: number
  email: string
  variantId: number
  storeCode: string
  createdAt: string
}

/** SPEC §9: the address is deleted after six months without stock. */
const RETENTION = '6 months'

interface Row {
  id: number
  email: string
  variant_id: number
  store_code: string
  created_at: Date
}

const toRequest = (row: Row): BackInStockRequest => ({ id: row.id, email: row.email, variantId: row.variant_id, storeCode: row.store_code, createdAt: new Date(row.created_at).toISOString() })

export async function variantExists(db: Database, variantId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM product_variants WHERE id = $1', [variantId])).rows.length === 1
}

/** Registers the e-mail for the variant once; asking again keeps the first request (and its age). */
export async function registerRequest(db: Database, input: { email: string; variantId: number; storeCode: string }): Promise<{ created: boolean }> {
  const { rows } = await db.query(
    `INSERT INTO back_in_stock_requests (email, variant_id, store_code) VALUES ($1, $2, $3)
     ON CONFLICT (lower(email), variant_id) DO NOTHING RETURNING id`,
    [input.email, input.variantId, input.storeCode],
  )
  return { created: rows.length === 1 }
}

export async function listRequests(db: Database): Promise<BackInStockRequest[]> {
  return (await db.query<Row>('SELECT * FROM back_in_stock_requests ORDER BY id')).rows.map(toRequest)
}

/** Deletes requests older than six months; returns how many. */
export async function purgeExpiredRequests(db: Database): Promise<number> {
  const { affectedRows } = await db.query(`DELETE FROM back_in_stock_requests WHERE created_at < now() - interval '${RETENTION}'`)
  return affectedRows ?? 0
}

/** Takes (deletes and returns) the requests whose variant can be bought online again, optionally for some variants only. */
export async function takeRequestsInStock(db: Database, variantIds?: number[]): Promise<BackInStockRequest[]> {
  const { rows } = await db.query<Row>(
    `DELETE FROM back_in_stock_requests r USING product_variants v
     WHERE v.id = r.variant_id AND v.stock > 0 AND v.available_online AND ($1::int[] IS NULL OR r.variant_id = ANY($1::int[]))
     RETURNING r.*`,
    [variantIds ?? null],
  )
  return rows.map(toRequest)
}
