import type { Database } from '../db/database.ts'
import { editionCatalogue, loadTiles, productDetails, type ProductTile } from './catalogue.ts'
import { catalogueMemory } from './memory.ts'
import { productIdOf } from './documents.ts'
import type { Edition } from './editions.ts'

/** The catalogue's products, most popular first (by the detail material's popularity; none counts as most popular). */
function byPopularity(db: Database, edition: Edition): Promise<Array<{ id: number; category_id: string | null }>> {
  return catalogueMemory(db).remember(`by-popularity:${edition.key}`, async () => {
    const [catalogue, details] = await Promise.all([editionCatalogue(db, edition), productDetails(db)])
    const popularity = (id: number) => {
      const value = (details.get(id)?.details as { popularity?: unknown } | null | undefined)?.popularity
      return value === undefined || value === null ? Number.POSITIVE_INFINITY : Number(value)
    }
    return catalogue.rows.map((row) => ({ id: row.id, category_id: row.category_id, popularity: popularity(row.id) }))
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
  })
}

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
  } else {
    const ranked = await byPopularity(db, edition)
    if (type === 'similar') {
      const categories = new Set(ranked.filter((row) => given.includes(row.id)).map((row) => row.category_id))
      candidates = ranked.filter((row) => row.category_id !== null && categories.has(row.category_id)).map((row) => row.id)
    } else {
      candidates = ranked.slice(0, 100).map((row) => row.id)
    }
  }
  const tiles = await loadTiles(db, edition, candidates.filter((id) => !given.includes(id)))
  return tiles.filter((tile) => tile.stockStatus !== 'sold-out' && tile.stockStatus !== 'not-available-online').slice(0, count)
}
