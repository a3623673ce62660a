import type { Database } from '../db/database.ts'
import { loadProductDetail, loadTiles, productPath } from './catalogue.ts'
import { EDITIONS, editionByKey, type Edition } from './editions.ts'
import { storedPages, type StoredPage } from './stored-pages.ts'

/**
 * The edition a documents query asks for: an edition key (de, global, uk, ...) or a language code; a language
 * shared by two editions (en) resolves to the caller's own edition when it speaks that language.
 */
function editionForLanguage(language: string | undefined, caller: Edition): Edition {
  if (!language) return caller
  const byKey = editionByKey(language.toLowerCase())
  if (byKey) return byKey
  const code = language.toLowerCase().slice(0, 2)
  if (caller.language === code) return caller
  return EDITIONS.find((edition) => edition.language === code) ?? caller
}

/** Catalogue ids, storefront global ids (gid://shopify/Product/{id}) and their base64 form all name a product. */
export function productIdOf(id: string): number | undefined {
  let text = id.trim()
  if (!/^\d+$/.test(text) && !text.startsWith('gid://')) {
    const decoded = Buffer.from(text, 'base64').toString('utf8')
    if (decoded.startsWith('gid://')) text = decoded
  }
  const match = /^(?:gid:\/\/shopify\/Product\/)?(\d{1,9})$/.exec(text)
  return match ? Number(match[1]) : undefined
}

function pick(item: Record<string, unknown>, fields: string[] | undefined): Record<string, unknown> {
  if (!fields || fields.length === 0) return item
  return Object.fromEntries(Object.entries(item).filter(([key]) => key === 'id' || fields.includes(key)))
}

async function pageDocuments(db: Database, edition: Edition, ids: string[]): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = []
  const pages = await storedPages(db)
  const tiles = await loadTiles(db, edition, ids.flatMap((id) => /^product-group-(\d+)$/.exec(id)?.[1] ?? []))
  for (const id of ids) {
    const product = /^product-group-(\d+)$/.exec(id)
    if (product) {
      const tile = tiles.find((candidate) => candidate.id === String(Number(product[1])))
      if (tile) items.push({ id, type: 'product-group', url: tile.url, title: tile.title, selfLinks: Object.fromEntries(EDITIONS.map((other) => [other.key, productPath(other, tile.id)])) })
      continue
    }
    // A page id names the page in one edition; the same page in the asked edition shares its page key.
    const source = pages.byId.get(id) ?? pages.byUrl.get(id)
    if (!source) continue
    const siblings = pages.byKey.get(source.page_key) ?? []
    const own = siblings.find((row) => row.edition === edition.key)
    items.push({
      id,
      type: source.type,
      url: own?.url ?? `/${edition.key}/`,
      title: titleOf(own) ?? titleOf(source),
      selfLinks: Object.fromEntries(EDITIONS.map((other) => [other.key, siblings.find((row) => row.edition === other.key)?.url ?? `/${other.key}/`])),
    })
  }
  return items
}

const titleOf = (page: StoredPage | undefined) => (typeof page?.data.metadata?.title === 'string' ? page.data.metadata.title : undefined)

interface GroupRow {
  bundles: Record<string, { slots: Array<{ productIds: string[] }> }> | null
}

/** `group` names a bundle (its slot products) or a category (its products). */
async function groupProductIds(db: Database, group: string): Promise<string[]> {
  const bundle = (await db.query<GroupRow>(`SELECT data->'bundles' AS bundles FROM content_pages WHERE type = 'bundle' AND data->'bundles' ? $1 LIMIT 1`, [group])).rows[0]
  if (bundle?.bundles?.[group]) return [...new Set(bundle.bundles[group].slots.flatMap((slot) => slot.productIds))]
  return (await db.query<{ id: number }>('SELECT id FROM products WHERE category_id = $1 ORDER BY id', [group])).rows.map((row) => String(row.id))
}

export async function loadDocuments(
  db: Database,
  caller: Edition,
  request: { datatype: 'page' | 'product'; ids: string[]; fields?: string[]; constraints?: { query?: { language?: string; group?: string } } },
  visibility: 'full' | 'public',
  publicUrl: string,
): Promise<{ items: Array<Record<string, unknown>>; total: number }> {
  const edition = editionForLanguage(request.constraints?.query?.language, caller)
  if (request.datatype === 'page') {
    const items = (await pageDocuments(db, edition, request.ids)).map((item) => pick(item, request.fields))
    return { items, total: items.length }
  }
  const group = request.constraints?.query?.group
  const ids = [...request.ids, ...(group ? await groupProductIds(db, group) : [])].map(productIdOf).filter((id): id is number => id !== undefined)
  let items: Array<Record<string, unknown>>
  if (visibility === 'public') {
    items = await loadTiles(db, edition, ids)
  } else {
    items = []
    for (const id of ids) {
      const detail = await loadProductDetail(db, edition, id, publicUrl)
      if (detail) items.push(detail)
    }
  }
  items = items.map((item) => pick(item, request.fields))
  return { items, total: items.length }
}
