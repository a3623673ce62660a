import type { Database } from '../db/database.ts'
import { productPath } from './catalogue.ts'
import { EDITIONS, type Edition } from './editions.ts'

/** What a sitemap groups an entry under: content pages, listing pages, product pages. */
type SitemapEntryType = 'page' | 'category' | 'product'

export interface SitemapEntry {
  type: SitemapEntryType
  url: string
  /** The same page in the other editions that have it, keyed by edition key (no home-page stand-ins). */
  selfLinks: Record<string, string>
}

const TYPE_OF_PAGE: Record<string, SitemapEntryType | undefined> = {
  page: 'page', bundle: 'page', webedition: 'page', post: 'page', category: 'category', manufacturer: 'category',
}

/**
 * Every page of an edition that a search engine should know, for the shop's sitemap: stored content pages
 * (redirects left out) and one product page per product, each with its equivalents in the other editions.
 */
export async function loadSitemap(db: Database, edition: Edition): Promise<SitemapEntry[]> {
  const pages = (await db.query<{ url: string; page_key: string; type: string; edition: string }>('SELECT url, page_key, type, edition FROM content_pages WHERE type <> $1 ORDER BY url', ['redirect'])).rows
  const byKey = new Map<string, Record<string, string>>()
  for (const row of pages) byKey.set(row.page_key, { ...byKey.get(row.page_key), [row.edition]: row.url })
  const entries: SitemapEntry[] = pages.flatMap((row) => {
    const type = TYPE_OF_PAGE[row.type]
    return row.edition === edition.key && type ? [{ type, url: row.url, selfLinks: byKey.get(row.page_key) ?? {} }] : []
  })
  const products = (await db.query<{ id: number }>('SELECT id FROM products ORDER BY id')).rows
  for (const { id } of products) {
    entries.push({ type: 'product', url: productPath(edition, id), selfLinks: Object.fromEntries(EDITIONS.map((other) => [other.key, productPath(other, id)])) })
  }
  return entries
}
