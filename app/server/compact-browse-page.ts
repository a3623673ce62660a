import type { Snippet } from '../../domain/types.ts'
import { isRecord, records } from '../../domain/json-readers.ts'

/** The fields a product tile reads (product-tile-model.ts); the rest of a catalogue product stays on the server. */
const TILE_FIELDS = ['id', 'title', 'url', 'picture_url_main', 'articleNumber', 'manufacturer_title', 'category_title', 'currency', 'price', 'strikethrough_price', 'badges', 'stockStatus', 'recycling_price', 'rating'] as const

function tileOf(product: Record<string, unknown>): Record<string, unknown> {
  const tile: Record<string, unknown> = {}
  for (const field of TILE_FIELDS) if (field in product) tile[field] = product[field]
  tile.sizes = records(product.sizes).map((size) => ({ title: size.title }))
  return tile
}

/** Products as their tiles show them, e.g. a product page's recommendations. */
export const tilesOf = (products: unknown): Array<Record<string, unknown>> => records(products).map(tileOf)

function withTiles(result: unknown): unknown {
  if (!isRecord(result) || !isRecord(result.groups) || !isRecord(result.groups.product)) return result
  const product = result.groups.product
  return { ...result, groups: { ...result.groups, product: { ...product, items: records(product.items).map(tileOf) } } }
}

function elementsWithTiles(elements: unknown): unknown {
  return records(elements).map((element) => {
    const properties = isRecord(element.properties) ? element.properties : null
    const content = properties && isRecord(properties.content) ? properties.content : null
    if (!properties || !content || !Array.isArray(content.products)) return element
    return { ...element, properties: { ...properties, content: { ...content, products: records(content.products).map(tileOf) } } }
  })
}

/**
 * Page data travels into the HTML for hydration: listings, search results and sliders keep only what their
 * tiles show, which roughly halves a category page.
 */
export function compactPageData(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data }
  if ('listing' in data) out.listing = withTiles(data.listing)
  if ('search' in data) out.search = withTiles(data.search)
  if (isRecord(data.contentElements)) out.contentElements = { ...data.contentElements, top: elementsWithTiles(data.contentElements.top), bottom: elementsWithTiles(data.contentElements.bottom) }
  return out
}

/** The snippets the views read by id: header, flyout banners, shop settings, footer, and the cart's texts and rate. */
const READ_SNIPPETS = new Set(['header-snippet', 'flyout-snippet', 'storefront-settings', 'footer-snippet', 'cart-snippets', 'cart-flyout-snippet'])

/**
 * Snippets travel into the HTML with every page: only those a view reads do, and the error page's only with
 * an error page. The rest (a product highlight with whole products, badge labels) stay on the server.
 */
export function compactSnippets(snippets: Snippet[], pageType: string): Snippet[] {
  return snippets.filter((snippet) => READ_SNIPPETS.has(snippet.snippetId) || (pageType === 'error' && snippet.snippetId === 'error-snippet'))
}
