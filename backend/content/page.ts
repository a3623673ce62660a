import type { Database } from '../db/database.ts'
import { ITALIAN_PRIVACY_URL } from '../seed/editions.ts'
import { loadProductDetail, loadTiles, type ProductTile } from './catalogue.ts'
import { EDITIONS, editionByKey, editionOfPath, normalizePath, type Edition } from './editions.ts'
import { queryOf } from './listing.ts'
import type { PageBody } from './requests.ts'
import { searchCatalogue } from './search.ts'
import { storedSnippets } from './snippets.ts'
import { storedPages, type StoredPage, type StoredPages } from './stored-pages.ts'

interface Element {
  component: string
  properties: { content: Record<string, unknown> }
}

export interface PageReply {
  httpStatus: number
  body: { status: number; language: string; edition: string; data: Record<string, unknown> }
}

/** Pages that live outside the shop in some editions. */
const EXTERNAL_SELF_LINKS: Record<string, Partial<Record<string, string>>> = { privacy: { it: ITALIAN_PRIVACY_URL } }

/** The same page in every edition; an edition without it links to its home page. */
function selfLinks(pages: StoredPages, pageKey: string): Record<string, string> {
  const rows = pages.byKey.get(pageKey) ?? []
  const byEdition = new Map(rows.map((row) => [row.edition, row.url]))
  return Object.fromEntries(EDITIONS.map((edition) => [edition.key, byEdition.get(edition.key) ?? EXTERNAL_SELF_LINKS[pageKey]?.[edition.key] ?? `/${edition.key}/`]))
}

const homeLinks = () => Object.fromEntries(EDITIONS.map((edition) => [edition.key, `/${edition.key}/`]))

/** Adds live product tiles to every element that names products by id (sliders, highlights). */
async function expandProducts(db: Database, edition: Edition, elements: Element[]): Promise<Element[]> {
  const ids = elements.flatMap((element) => (Array.isArray(element.properties.content.productIds) ? (element.properties.content.productIds as string[]) : []))
  if (ids.length === 0) return elements
  const tiles = new Map((await loadTiles(db, edition, ids)).map((tile) => [tile.id, tile]))
  return elements.map((element) => {
    const productIds = element.properties.content.productIds
    if (!Array.isArray(productIds)) return element
    const products = (productIds as string[]).flatMap((id) => (tiles.has(id) ? [tiles.get(id)!] : []))
    return { ...element, properties: { content: { ...element.properties.content, products } } }
  })
}

async function withProducts(db: Database, edition: Edition, data: StoredPage['data']): Promise<StoredPage['data']> {
  const content = (data.contentElements ?? { top: [], bottom: [] }) as { top: Element[]; bottom: Element[] }
  return { ...data, contentElements: { top: await expandProducts(db, edition, content.top), bottom: await expandProducts(db, edition, content.bottom) } }
}

async function errorContent(db: Database, edition: Edition): Promise<Element> {
  const data = (await storedSnippets(db, edition)).get('error-snippet') as { config: { top: { elements: Element[] } } } | undefined
  return data?.config.top.elements[0] ?? { component: 'error-page', properties: { content: {} } }
}

async function notFound(db: Database, edition: Edition, path: string): Promise<PageReply> {
  const error = await errorContent(db, edition)
  const notFoundContent = (error.properties.content.not_found ?? {}) as { heading?: string }
  return {
    httpStatus: 404,
    body: {
      status: 404,
      language: edition.language,
      edition: edition.key,
      data: {
        id: 'not-found',
        type: 'page',
        self: { url: path, selfLinks: homeLinks() },
        metadata: { title: notFoundContent.heading ?? 'Not found', description: '' },
        config: { top: { elements: [] } },
        contentElements: { top: [error], bottom: [] },
      },
    },
  }
}

const ok = (edition: Edition, data: Record<string, unknown>): PageReply => ({ httpStatus: 200, body: { status: 200, language: edition.language, edition: edition.key, data } })

async function bundlesWithProducts(db: Database, edition: Edition, bundles: Record<string, { slots: Array<{ id: string; productIds: string[] }> }>) {
  const ids = Object.values(bundles).flatMap((bundle) => bundle.slots.flatMap((slot) => slot.productIds))
  const tiles = new Map((await loadTiles(db, edition, ids)).map((tile) => [tile.id, tile]))
  return Object.fromEntries(Object.entries(bundles).map(([id, bundle]) => [id, {
    ...bundle,
    slots: bundle.slots.map((slot) => ({ ...slot, products: slot.productIds.flatMap((productId): ProductTile[] => (tiles.has(productId) ? [tiles.get(productId)!] : [])) })),
  }]))
}

/**
 * Resolves a page request: stored content pages by their SEO path, product-group pages by /{edition}/p/{id}/,
 * the edition's search route as a search page, anything else 404 with the error content.
 */
export async function resolvePage(db: Database, instanceEdition: Edition | undefined, body: PageBody, publicUrl: string): Promise<PageReply> {
  const path = normalizePath(body.url)
  const edition = editionOfPath(path) ?? instanceEdition ?? editionByKey('fr')!
  const searchPath = normalizePath(edition.searchRoute)

  if (path === searchPath || (body.isSearch && path === `/${edition.key}/`)) {
    const search = await searchCatalogue(db, edition, queryOf(body, {}))
    return ok(edition, {
      id: `search-${edition.key}`,
      type: 'page',
      self: { url: searchPath, selfLinks: Object.fromEntries(EDITIONS.map((other) => [other.key, normalizePath(other.searchRoute)])) },
      metadata: { title: body.searchPhrase ?? '', description: '' },
      config: { top: { elements: [] } },
      contentElements: { top: [], bottom: [] },
      search,
    })
  }

  const pages = await storedPages(db)
  const row = pages.byUrl.get(path)
  if (row) {
    const self = { url: row.url, selfLinks: selfLinks(pages, row.page_key) }
    if (row.type === 'redirect') {
      return ok(edition, { id: row.data.id, type: 'redirect', self, target: row.data.target, statusCode: row.data.statusCode })
    }
    let data: Record<string, unknown> = { ...(await withProducts(db, edition, row.data)), type: row.type, self }
    if (row.type === 'category' || row.type === 'manufacturer') {
      const scope = row.type === 'category' ? { category: (row.data.category as { id: string }).id } : { manufacturer: (row.data.manufacturer as { id: string }).id }
      data = { ...data, listing: await searchCatalogue(db, edition, queryOf(body, scope)), listingConstraints: scope }
    }
    if (row.type === 'bundle' && row.data.bundles) {
      const bundles = await bundlesWithProducts(db, edition, row.data.bundles as Record<string, { slots: Array<{ id: string; productIds: string[] }> }>)
      const slot = body.slot ? Object.values(bundles).flatMap((bundle) => bundle.slots).find((candidate) => candidate.id === body.slot) : undefined
      data = { ...data, bundles, ...(slot ? { slot } : {}) }
    }
    return ok(edition, data)
  }

  // Catalogue ids are Postgres integers: a longer number names no product (404), it is not passed on.
  const productMatch = /^\/[a-z]+\/p\/(\d{1,9})\/(?:[^/]+\/)?$/.exec(path)
  if (productMatch) {
    const product = await loadProductDetail(db, edition, Number(productMatch[1]), publicUrl)
    if (product) {
      return ok(edition, {
        id: `product-group-${product.id}`,
        type: 'product-group',
        self: { url: product.url, selfLinks: product.selfLinks },
        metadata: { title: product.title, description: product.description },
        config: { top: { elements: [] } },
        contentElements: { top: [], bottom: [] },
        products: [product],
      })
    }
  }
  return notFound(db, edition, path)
}
