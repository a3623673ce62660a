import type { Database } from '../db/database.ts'
import { catalogueMemory } from './memory.ts'

export interface StoredPage {
  url: string
  page_key: string
  edition: string
  type: string
  data: Record<string, unknown> & { id?: string; metadata?: { title?: string; description?: string } }
}

/** A JSON value as Postgres' `->>` reads it: text as it is, other values in their JSON form, null as none. */
export const jsonText = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : typeof value === 'string' ? value : JSON.stringify(value))

/** The stored content pages by SEO path, by page id and by page key (the same page in every edition), read once. */
export interface StoredPages {
  byUrl: Map<string, StoredPage>
  byId: Map<string, StoredPage>
  byKey: Map<string, StoredPage[]>
}

export function storedPages(db: Database): Promise<StoredPages> {
  return catalogueMemory(db).remember('pages', async () => {
    const rows = (await db.query<StoredPage>('SELECT url, page_key, edition, type, data FROM content_pages')).rows
    const byId = new Map<string, StoredPage>()
    const byKey = new Map<string, StoredPage[]>()
    for (const row of rows) {
      if (typeof row.data.id === 'string' && !byId.has(row.data.id)) byId.set(row.data.id, row)
      byKey.set(row.page_key, [...(byKey.get(row.page_key) ?? []), row])
    }
    return { byUrl: new Map(rows.map((row) => [row.url, row])), byId, byKey }
  })
}
