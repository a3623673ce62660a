import type { Database } from '../db/database.ts'
import type { Currency, LanguageCode } from '../stores.ts'
import type { Badge, StockState } from '../seed/languages/vocabulary.ts'
import { EDITIONS, type Edition } from './editions.ts'
import { globalId, localize, type Json } from './localize.ts'
import { catalogueMemory } from './memory.ts'
import { productStockState, variantStockState } from './stock.ts'

/** What a listing needs of a product, read in one query with live stock and the market's prices. */
interface ProductRow {
  id: number
  handle: string
  article_number: string
  category_id: string | null
  category_title: string | null
  manufacturer: string
  title: string
  purchase_limit: number | null
  created_at: Date
  details: TileDetails
  variants: VariantRow[]
}

interface VariantRow {
  id: number
  sku: string
  position: number
  title: string
  options: { size?: string; colour?: string }
  image: string | null
  stock: number
  online: boolean
  amount: string | number | null
  compareAt: string | number | null
}

interface TileDetails {
  model: string
  popularity: number
  isNew: boolean
  badges: Badge[]
  rrp: Record<Currency, number> | null
  priceHistory: Record<Currency, Array<{ daysAgo: number; amount: number }>>
  recycling: { class: string; price: Record<Currency, number> }
  recyclingData: Array<{ class: string; price: Record<Currency, number> }>
  experiments: Array<{ experiment: string; variation: string }>
  restockExpected: boolean
  imageCount: number
  colourHex: Record<string, string>
  reviews: { average: number; count: number; distribution: Record<string, number> }
}

const PRODUCT_SELECT = `
  SELECT p.id, p.handle, p.article_number, p.category_id, c.titles->>$1 AS category_title, p.manufacturer,
    coalesce(p.titles->>$1, p.titles->>'en') AS title, p.purchase_limit, p.created_at, coalesce(t.tile, '{}'::jsonb) AS details,
    coalesce((SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'position', v.position, 'title', coalesce(v.titles->>$1, v.titles->>'en'),
        'options', v.options, 'image', v.image_path, 'stock', v.stock, 'online', v.available_online,
        'amount', vp.amount, 'compareAt', vp.compare_at_amount) ORDER BY v.position)
      FROM product_variants v LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = $2
      WHERE v.product_id = p.id), '[]') AS variants
  FROM products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN product_tiles t ON t.product_id = p.id`

const NO_DETAILS: TileDetails = {
  model: '',
  popularity: 0,
  isNew: false,
  badges: [],
  rrp: null,
  priceHistory: { EUR: [], PLN: [], GBP: [] },
  recycling: { class: '', price: { EUR: 0, PLN: 0, GBP: 0 } },
  recyclingData: [],
  experiments: [],
  restockExpected: false,
  imageCount: 1,
  colourHex: {},
  reviews: { average: 0, count: 0, distribution: {} },
}

/** Products created outside the demo seed may lack detail material; listings still show them. */
async function loadProducts(db: Database, language: LanguageCode, currency: Currency): Promise<ProductRow[]> {
  const result = await db.query<ProductRow>(PRODUCT_SELECT, [language, currency])
  return result.rows.map((row) => ({ ...row, details: { ...NO_DETAILS, ...row.details } }))
}

const amount = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value))

/** The group price: the cheapest variant for sale in the market's currency. */
function groupPrice(row: ProductRow): { price: number | null; strikethrough: number | null } {
  const priced = row.variants.filter((variant) => amount(variant.amount) !== null)
  if (priced.length === 0) return { price: null, strikethrough: null }
  const cheapest = priced.reduce((best, variant) => (amount(variant.amount)! < amount(best.amount)! ? variant : best))
  return { price: amount(cheapest.amount), strikethrough: amount(cheapest.compareAt) }
}

function stockStateOf(row: ProductRow): StockState {
  return productStockState(row.variants, row.details.restockExpected)
}

/**
 * The recommended retail price may be shown only if the retail price was at or above it at some point in the
 * last 90 days (SPEC §9); the history ships with it so the shop can check the rule itself.
 */
function priceHistoryOf(row: ProductRow, currency: Currency, today = new Date()): { rrp: number | null; rrpAllowed: boolean; history: Array<{ date: string; amount: number }> } {
  const points = (row.details.priceHistory?.[currency] ?? []).filter((point) => point.daysAgo <= 90)
  const history = points.map((point) => ({ date: new Date(today.getTime() - point.daysAgo * 86_400_000).toISOString().slice(0, 10), amount: point.amount }))
  const rrp = row.details.rrp?.[currency] ?? null
  return { rrp, rrpAllowed: rrp !== null && points.some((point) => point.amount >= rrp), history }
}

export const productPath = (edition: Edition, id: number | string) => `/${edition.key}/p/${id}/`
const imageUrl = (path: string) => `/images/${path}`

/** A product as listings, search, recommendations and documents show it. */
function productTile(row: ProductRow, edition: Edition) {
  const currency = edition.currency
  const { price, strikethrough } = groupPrice(row)
  const rrp = priceHistoryOf(row, currency)
  const variants = row.variants.map((variant) => ({
    id: globalId('ProductVariant', variant.id),
    variantId: variant.id,
    sku: variant.sku,
    title: variant.title,
    options: variant.options,
    price: amount(variant.amount),
    strikethrough_price: amount(variant.compareAt),
    currency,
    stock: variant.stock,
    stockStatus: variantStockState(variant, row.variants, row.details.restockExpected),
    availableForSale: variant.online && variant.stock > 0,
    image: variant.image,
  }))
  const sized = variants.filter((variant) => variant.options.size)
  const coloured = variants.filter((variant) => variant.options.colour)
  const overviewImages = Array.from({ length: row.details.imageCount || 1 }, (_, k) => imageUrl(`products/${row.id}/${k + 1}.png`))
  return {
    id: String(row.id),
    productId: globalId('Product', row.id),
    handle: row.handle,
    articleNumber: row.article_number,
    title: row.title,
    url: productPath(edition, row.id),
    picture_url_main: overviewImages[0]!,
    overviewImages,
    category_title: row.category_title,
    manufacturer_title: row.manufacturer,
    catid: row.category_id ? [row.category_id] : [],
    currency,
    price,
    strikethrough_price: strikethrough,
    recommended_retail_price: rrp.rrp,
    rrpAllowed: rrp.rrpAllowed,
    badges: row.details.badges,
    stockStatus: stockStateOf(row),
    variants,
    sizes: sized.map((variant) => ({ title: variant.options.size!, variantId: variant.id, stockStatus: variant.stockStatus })),
    topSize: sized.at(-1)?.options.size ?? null,
    bottomSize: sized[0]?.options.size ?? null,
    colorVariants: coloured.map((variant) => ({ colour: variant.options.colour!, title: variant.title, hex: row.details.colourHex[variant.options.colour!] ?? null, variantId: variant.id, image: variant.image, stockStatus: variant.stockStatus })),
    recycling_class: row.details.recycling.class,
    recycling_price: row.details.recycling.price[currency],
    recycling_data: row.details.recyclingData.map((entry) => ({ class: entry.class, price: entry.price[currency] })),
    experiments: row.details.experiments,
    rating: { average: row.details.reviews.average, count: row.details.reviews.count },
    purchaseLimit: row.purchase_limit,
    isNew: row.details.isNew,
    popularity: row.details.popularity,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export type ProductTile = ReturnType<typeof productTile>

/** One edition's catalogue, read in one query and kept until the catalogue changes; tiles are shaped on first use. */
export interface EditionCatalogue {
  /** Every product, in the order the database keeps them. */
  rows: ProductRow[]
  tile: (id: number) => ProductTile | undefined
}

export function editionCatalogue(db: Database, edition: Edition): Promise<EditionCatalogue> {
  return catalogueMemory(db).remember(`catalogue:${edition.key}`, async () => {
    const rows = await loadProducts(db, edition.language, edition.currency)
    const byId = new Map(rows.map((row) => [row.id, row]))
    const tiles = new Map<number, ProductTile>()
    const tile = (id: number) => {
      let shaped = tiles.get(id)
      if (!shaped) {
        const row = byId.get(id)
        if (!row) return undefined
        shaped = productTile(row, edition)
        tiles.set(id, shaped)
      }
      return shaped
    }
    return { rows, tile }
  })
}

export async function loadTiles(db: Database, edition: Edition, ids: Array<number | string>): Promise<ProductTile[]> {
  const numeric = ids.map(Number).filter((id) => Number.isInteger(id))
  const catalogue = await editionCatalogue(db, edition)
  return numeric.flatMap((id) => {
    const tile = catalogue.tile(id)
    return tile ? [tile] : []
  })
}

interface DetailRow {
  id: number
  descriptions: Json
  details: Json
}

/** The detail material of every product in every language (texts, sections, related products), read once. */
export function productDetails(db: Database): Promise<Map<number, DetailRow>> {
  return catalogueMemory(db).remember('product-details', async () => {
    const rows = (await db.query<DetailRow>('SELECT id, descriptions, details FROM products')).rows
    return new Map(rows.map((row) => [row.id, row]))
  })
}

/**
 * Everything the product detail page shows: the tile plus every detail section (SPEC §2 "Product detail"). The
 * product files are stored by path and handed out as links on `publicUrl`, where the platform serves them: a
 * shopper's browser opens them there, whichever shop shows the product. Shaped once per edition and product.
 */
export function loadProductDetail(db: Database, edition: Edition, id: number, publicUrl: string) {
  return catalogueMemory(db).remember(`detail:${edition.key}:${id}:${publicUrl}`, () => shapeProductDetail(db, edition, id, publicUrl))
}

async function shapeProductDetail(db: Database, edition: Edition, id: number, publicUrl: string) {
  const catalogue = await editionCatalogue(db, edition)
  const tile = catalogue.tile(id)
  if (!tile) return undefined
  const row = (await productDetails(db)).get(id)!
  const language = edition.language
  const details = localize(row.details, language) as unknown as {
    attributes: string[]
    functions: Array<{ id: string; title: string; text: string }>
    technicalData: Array<{ label: string; value: string }>
    faq: Array<{ question: string; answer: string }>
    deliveryScope: string[]
    files: Array<{ type: string; title: string; url: string }>
    accessoryIds: number[]
    sparePartIds: number[]
    bundleProductIds: number[]
    reviews: { average: number; count: number; distribution: Record<string, number> }
  }
  const [accessories, spareParts, bundleProducts] = await Promise.all([
    loadTiles(db, edition, details.accessoryIds),
    loadTiles(db, edition, details.sparePartIds),
    loadTiles(db, edition, details.bundleProductIds),
  ])
  const productRow = catalogue.rows.find((candidate) => candidate.id === id)!
  const history = priceHistoryOf(productRow, edition.currency)
  const variantComponents = [
    ...(tile.sizes.length > 0 ? [{ type: 'size', options: tile.sizes.map((size) => ({ value: size.title, variantId: size.variantId, stockStatus: size.stockStatus })) }] : []),
    ...(tile.colorVariants.length > 0 ? [{ type: 'colour', options: tile.colorVariants.map((colour) => ({ value: colour.colour, title: colour.title, hex: colour.hex, variantId: colour.variantId, stockStatus: colour.stockStatus })) }] : []),
  ]
  return {
    ...tile,
    description: localize(row.descriptions, language) as string,
    selfLinks: Object.fromEntries(EDITIONS.map((other) => [other.key, productPath(other, id)])),
    attributeStr: details.attributes,
    functions: details.functions,
    technicalData: details.technicalData,
    faq: details.faq,
    accessories,
    spareParts,
    deliveryScope: details.deliveryScope,
    files: details.files.map((file) => ({ ...file, url: new URL(file.url, `${publicUrl}/`).href })),
    bundleProductsIds: details.bundleProductIds.map(String),
    bundleProducts,
    reviews: details.reviews,
    priceHistory: history.history,
    variantComponents,
    contentElements: { top: [], bottom: [{ component: 'text', properties: { content: { html: `<p>${localize(row.descriptions, language) as string}</p>` } } }] },
  }
}
