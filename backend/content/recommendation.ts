import type { Database } from '../db/database.ts'
import { loadTiles, type ProductTile } from './catalogue.ts'
import { productIdOf } from './documents.ts'
import type { Edition } from './editions.ts'

/**
 * Recommendations for products: their accessories and spare parts, products of the same category, or the
 * bestsellers; sold-out and offline products are left out, and so are the products asked about.
 */
export async function recommend(db: Database, edition: Edition, request: { productIds?: string[]; type?: 'similar' | 'accessories' | 'bestsellers'; count?: number }): Promise<ProductTile[]> {
  const given = (request.productIds ?? []).map(productIdOf).filter((id): id is number => id !== undefined)
  const count = request.count ?? 8
  const type = request.type ?? (given.length ? 'similar' : 'bestsellers')
  let candidates: number[]
  if (type === 'accessories') {
    candidates = (await db.query<{ id: number }>(
      `SELECT DISTINCT related.value::int AS id
       FROM products p, jsonb_array_elements_text(coalesce(p.details->'accessoryIds', '[]'::jsonb) || coalesce(p.details->'sparePartIds', '[]'::jsonb)) AS related
       WHERE p.id = ANY($1::int[])`,
      [given],
    )).rows.map((row) => row.id)
  } else if (type === 'similar') {
    candidates = (await db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.category_id IN (SELECT category_id FROM products WHERE id = ANY($1::int[]))
       ORDER BY (p.details->>'popularity')::int DESC, p.id`,
      [given],
    )).rows.map((row) => row.id)
  } else {
    candidates = (await db.query<{ id: number }>(`SELECT id FROM products ORDER BY (details->>'popularity')::int DESC, id LIMIT 100`)).rows.map((row) => row.id)
  }
  const tiles = await loadTiles(db, edition, candidates.filter((id) => !given.includes(id)))
  return tiles.filter((tile) => tile.stockStatus !== 'sold-out' && tile.stockStatus !== 'not-available-online').slice(0, count)
}
