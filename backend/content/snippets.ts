import type { Database } from '../db/database.ts'
import { loadTiles } from './catalogue.ts'
import type { Edition } from './editions.ts'
import { catalogueMemory } from './memory.ts'

interface SnippetData {
  snippetId: string
  config: { top: { elements: Array<{ component: string; properties: { content: Record<string, unknown> } }> } }
}

/** Every snippet of one edition by id, read once. */
export function storedSnippets(db: Database, edition: Edition): Promise<Map<string, SnippetData>> {
  return catalogueMemory(db).remember(`snippets:${edition.key}`, async () => {
    const rows = (await db.query<{ snippet_id: string; data: SnippetData }>('SELECT snippet_id, data FROM content_snippets WHERE edition = $1', [edition.key])).rows
    return new Map(rows.map((row) => [row.snippet_id, row.data]))
  })
}

/** The requested snippets of one edition in the requested order; unknown ids are left out. */
export async function loadSnippets(db: Database, edition: Edition, snippetIds: string[]): Promise<Array<{ data: SnippetData }>> {
  const byId = await storedSnippets(db, edition)
  const out: Array<{ data: SnippetData }> = []
  for (const id of snippetIds) {
    const data = byId.get(id)
    if (!data) continue
    out.push({ data: await withProductTiles(db, edition, data) })
  }
  return out
}

/** Product highlights name products by id; the reply carries them with live prices and stock. */
async function withProductTiles(db: Database, edition: Edition, data: SnippetData): Promise<SnippetData> {
  const elements = await Promise.all(data.config.top.elements.map(async (element) => {
    const ids = element.properties.content.productIds
    if (!Array.isArray(ids)) return element
    const products = await loadTiles(db, edition, ids as string[])
    return { ...element, properties: { content: { ...element.properties.content, products } } }
  }))
  return { ...data, config: { top: { elements } } }
}
