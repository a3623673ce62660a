import type { Database } from '../db/database.ts'
import type { Currency, LanguageCode } from '../stores.ts'
import { toCents } from './money.ts'
import { translate, type Translations } from './translations.ts'
import { VOCABULARIES } from '../seed/languages/index.ts'
import type { Colour } from '../seed/languages/vocabulary.ts'

/** The catalogue as the storefront API sees it: texts in one language, prices in one currency. */
export interface Variant {
  id: number
  productId: number
  sku: string
  position: number
  title: string
  selectedOptions: Array<{ name: string; value: string }>
  imagePath: string | null
  stock: number
  availableOnline: boolean
  /** Null when the variant has no price in this currency: then it is not for sale there. */
  priceCents: number | null
  compareAtCents: number | null
  currency: Currency
}

export interface Product {
  id: number
  handle: string
  title: string
  description: string
  vendor: string
  productType: string
  purchaseLimit: number | null
  createdAt: string
}

/** Whether a variant can be bought at all in a currency (stock aside). */
export const isSellable = (variant: Variant) => variant.availableOnline && variant.priceCents !== null
export const isAvailableForSale = (variant: Variant) => isSellable(variant) && variant.stock > 0

interface VariantRow {
  id: number
  product_id: number
  sku: string
  position: number
  titles: Translations
  options: Record<string, string>
  image_path: string | null
  stock: number
  available_online: boolean
  amount: string | null
  compare_at_amount: string | null
}

const VARIANT_SELECT = `
  SELECT v.id, v.product_id, v.sku, v.position, v.titles, v.options, v.image_path, v.stock, v.available_online,
         p.amount::text AS amount, p.compare_at_amount::text AS compare_at_amount
  FROM product_variants v LEFT JOIN variant_prices p ON p.variant_id = v.id AND p.currency = $1`

/** An option's value in the asked language, as the platform translates option values: a colour by its name there. */
function optionValueIn(name: string, value: string, language: LanguageCode): string {
  return name === 'colour' ? (VOCABULARIES[language].colours[value as Colour] ?? value) : value
}

function toVariant(row: VariantRow, currency: Currency, language: LanguageCode): Variant {
  return {
    id: row.id,
    productId: row.product_id,
    sku: row.sku,
    position: row.position,
    title: translate(row.titles, language) || 'Default Title',
    selectedOptions: Object.entries(row.options ?? {}).map(([name, value]) => ({ name, value: optionValueIn(name, String(value), language) })),
    imagePath: row.image_path,
    stock: row.stock,
    availableOnline: row.available_online,
    priceCents: row.amount === null ? null : toCents(row.amount),
    compareAtCents: row.compare_at_amount === null ? null : toCents(row.compare_at_amount),
    currency,
  }
}

export async function variantsByIds(db: Database, ids: number[], currency: Currency, language: LanguageCode): Promise<Map<number, Variant>> {
  if (ids.length === 0) return new Map()
  const { rows } = await db.query<VariantRow>(`${VARIANT_SELECT} WHERE v.id = ANY($2::int[])`, [currency, ids])
  return new Map(rows.map((row) => [row.id, toVariant(row, currency, language)]))
}

export async function variantById(db: Database, id: number, currency: Currency, language: LanguageCode): Promise<Variant | undefined> {
  return (await variantsByIds(db, [id], currency, language)).get(id)
}

export async function variantsOfProduct(db: Database, productId: number, currency: Currency, language: LanguageCode): Promise<Variant[]> {
  const { rows } = await db.query<VariantRow>(`${VARIANT_SELECT} WHERE v.product_id = $2 ORDER BY v.position, v.id`, [currency, productId])
  return rows.map((row) => toVariant(row, currency, language))
}

interface ProductRow {
  id: number
  handle: string
  titles: Translations
  descriptions: Translations
  manufacturer: string
  category_id: string | null
  purchase_limit: number | null
  created_at: Date
}

function toProduct(row: ProductRow, language: LanguageCode): Product {
  return {
    id: row.id,
    handle: row.handle,
    title: translate(row.titles, language),
    description: translate(row.descriptions, language),
    vendor: row.manufacturer,
    productType: row.category_id ?? '',
    purchaseLimit: row.purchase_limit,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

const PRODUCT_SELECT = 'SELECT id, handle, titles, descriptions, manufacturer, category_id, purchase_limit, created_at FROM products'

export async function productsByIds(db: Database, ids: number[], language: LanguageCode): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map()
  const { rows } = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE id = ANY($1::int[])`, [ids])
  return new Map(rows.map((row) => [row.id, toProduct(row, language)]))
}

export async function productById(db: Database, id: number, language: LanguageCode): Promise<Product | undefined> {
  return (await productsByIds(db, [id], language)).get(id)
}

export async function productByHandle(db: Database, handle: string, language: LanguageCode): Promise<Product | undefined> {
  const { rows } = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE handle = $1`, [handle])
  return rows[0] && toProduct(rows[0], language)
}

export type ProductSortKey = 'ID' | 'TITLE' | 'CREATED_AT' | 'VENDOR' | 'PRODUCT_TYPE' | 'UPDATED_AT' | 'PRICE' | 'BEST_SELLING' | 'RELEVANCE'

/**
 * Products matching a search query in the platform's syntax, reduced to what a shop needs: free words match
 * titles (any language), handle, article number and SKUs; `field:value` terms filter on handle, sku, vendor,
 * product_type, title or id.
 */
export async function searchProducts(db: Database, query: string | null | undefined, sortKey: ProductSortKey, language: LanguageCode): Promise<Product[]> {
  const conditions: string[] = []
  const params: unknown[] = []
  const terms = (query ?? '').match(/(\w+:)?("[^"]*"|\S+)/g) ?? []
  for (const term of terms) {
    const colon = term.indexOf(':')
    const field = colon > 0 ? term.slice(0, colon).toLowerCase() : ''
    const value = (colon > 0 ? term.slice(colon + 1) : term).replace(/^"|"$/g, '').replaceAll('*', '')
    if (!value) continue
    params.push(value)
    const p = `$${params.length}`
    switch (field) {
      case 'handle': conditions.push(`handle = ${p}`); break
      case 'id': conditions.push(`id::text = ${p}`); break
      case 'vendor': conditions.push(`manufacturer ILIKE ${p}`); break
      case 'product_type': conditions.push(`category_id = ${p}`); break
      case 'sku': conditions.push(`EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id AND v.sku = ${p})`); break
      case 'title': conditions.push(`titles::text ILIKE '%' || ${p} || '%'`); break
      default:
        conditions.push(`(titles::text ILIKE '%' || ${p} || '%' OR handle ILIKE '%' || ${p} || '%' OR article_number ILIKE ${p}
          OR EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id AND v.sku ILIKE ${p}))`)
    }
  }
  const order: Record<ProductSortKey, string> = {
    ID: 'id', TITLE: 'id', CREATED_AT: 'created_at, id', UPDATED_AT: 'created_at, id', VENDOR: 'manufacturer, id',
    PRODUCT_TYPE: 'category_id, id', PRICE: 'id', BEST_SELLING: 'id', RELEVANCE: 'id',
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
  const { rows } = await db.query<ProductRow>(`${PRODUCT_SELECT} ${where} ORDER BY ${order[sortKey]}`, params)
  const products = rows.map((row) => toProduct(row, language))
  // Titles are translated, so they are sorted here rather than in SQL.
  if (sortKey === 'TITLE') products.sort((a, b) => a.title.localeCompare(b.title, language))
  return products
}

/** Absolute URL of a catalogue image path: paths are served by the backend, full URLs are kept. */
export function imageUrl(publicUrl: string, imagePath: string): string {
  if (/^https?:\/\//.test(imagePath)) return imagePath
  return `${publicUrl}${imagePath.startsWith('/') ? '' : '/'}${imagePath}`
}
