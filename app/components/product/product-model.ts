import { isRecord, list, num, optionalText, record, records, text, texts, type Json } from '../../../domain/json-readers.ts'
import { purchaseLimitOf } from '../../../domain/purchase-limit.ts'
import { currencyNamed, moneyIn, type Money } from '../../../domain/money.ts'
import type { PricePoint } from './rrp.ts'

export type StockState = 'in-stock' | 'few-in-stock' | 'back-soon' | 'not-available-online' | 'sold-out'

const STOCK_STATES: readonly StockState[] = ['in-stock', 'few-in-stock', 'back-soon', 'not-available-online', 'sold-out']
const stockOf = (value: unknown): StockState => (STOCK_STATES.includes(value as StockState) ? (value as StockState) : 'sold-out')

/** One buyable variant: the storefront platform's global id, its price and stock. */
export interface VariantModel {
  variantId: string
  title: string
  size: string | null
  colour: string | null
  price: Money | null
  strikethroughPrice: Money | null
  stock: StockState
  availableForSale: boolean
  image: string | null
}

export interface ColourModel {
  colour: string
  title: string
  hex: string | null
  variantId: string
}

interface NamedText {
  title: string
  text: string
}

/** Everything the product detail page shows (SPEC §2 sections, §3 "Product"), read from the page data. */
export interface ProductModel {
  id: string
  title: string
  url: string
  articleNumber: string
  description: string
  manufacturer: string | null
  category: string | null
  categoryIds: string[]
  price: Money | null
  strikethroughPrice: Money | null
  recommendedRetailPrice: Money | null
  /** The retail price's last 90 days, in the currency of the product's price. */
  priceHistory: PricePoint[]
  badges: string[]
  stock: StockState
  images: string[]
  variants: VariantModel[]
  /** Size choices in order; empty when the product has no sizes. */
  sizes: VariantModel[]
  colours: ColourModel[]
  recyclingClass: string | null
  recyclingPrice: Money | null
  purchaseLimit: number | null
  reviews: { average: number; count: number }
  functions: NamedText[]
  technicalData: Array<{ label: string; value: string }>
  faq: Array<{ question: string; answer: string }>
  deliveryScope: string[]
  files: Array<{ type: string; title: string; url: string }>
  accessories: Json[]
  spareParts: Json[]
  bundleProducts: Json[]
  experiments: Array<{ experiment: string; variation: string }>
}

function variantOf(raw: Json, productCurrency: string): VariantModel | null {
  const variantId = text(raw.id)
  if (!variantId) return null
  const options = record(raw.options)
  const currency = currencyNamed(raw.currency, productCurrency)
  return {
    variantId,
    title: text(raw.title),
    size: optionalText(options.size) ?? null,
    colour: optionalText(options.colour) ?? null,
    price: moneyIn(raw.price, currency),
    strikethroughPrice: moneyIn(raw.strikethrough_price, currency),
    stock: stockOf(raw.stockStatus),
    availableForSale: raw.availableForSale === true,
    image: optionalText(raw.image) ?? null,
  }
}

/**
 * Reads the product of a product-group page of the store priced in `storeCurrency`; `null` when the data lacks an
 * id, a title or a variant.
 */
export function productModelOf(raw: unknown, storeCurrency: string): ProductModel | null {
  if (!isRecord(raw)) return null
  const id = text(raw.id)
  const title = text(raw.title)
  const currency = currencyNamed(raw.currency, storeCurrency)
  const variants = records(raw.variants).flatMap((variant) => variantOf(variant, currency) ?? [])
  if (!id || !title || variants.length === 0) return null
  const reviews = record(raw.reviews ?? raw.rating)
  const recyclingPrice = moneyIn(raw.recycling_price, currency)
  return {
    id,
    title,
    url: text(raw.url),
    articleNumber: text(raw.articleNumber),
    description: text(raw.description),
    manufacturer: optionalText(raw.manufacturer_title) ?? null,
    category: optionalText(raw.category_title) ?? null,
    categoryIds: texts(raw.catid),
    price: moneyIn(raw.price, currency),
    strikethroughPrice: moneyIn(raw.strikethrough_price, currency),
    recommendedRetailPrice: moneyIn(raw.recommended_retail_price, currency),
    priceHistory: records(raw.priceHistory).flatMap((point) => {
      const amount = num(point.amount)
      return amount === null ? [] : [{ date: text(point.date), amount }]
    }),
    badges: texts(raw.badges),
    stock: stockOf(raw.stockStatus),
    images: texts(raw.overviewImages).length > 0 ? texts(raw.overviewImages) : texts([raw.picture_url_main]),
    variants,
    sizes: variants.filter((variant) => variant.size !== null),
    colours: records(raw.colorVariants).flatMap((colour) => {
      const variantId = text(colour.variantId)
      return variantId ? [{ colour: text(colour.colour), title: text(colour.title), hex: optionalText(colour.hex) ?? null, variantId }] : []
    }),
    recyclingClass: optionalText(raw.recycling_class) ?? null,
    recyclingPrice: recyclingPrice && recyclingPrice.amount > 0 ? recyclingPrice : null,
    purchaseLimit: purchaseLimitOf(num(raw.purchaseLimit)),
    reviews: { average: num(reviews.average) ?? 0, count: num(reviews.count) ?? 0 },
    functions: records(raw.functions).map((item) => ({ title: text(item.title), text: text(item.text) })),
    technicalData: records(raw.technicalData).map((item) => ({ label: text(item.label), value: text(item.value) })),
    faq: records(raw.faq).map((item) => ({ question: text(item.question), answer: text(item.answer) })),
    deliveryScope: texts(raw.deliveryScope),
    // Only web links: a file link from content never runs script.
    files: records(raw.files).map((file) => ({ type: text(file.type), title: text(file.title), url: text(file.url) })).filter((file) => /^(https?:\/\/|\/)/.test(file.url)),
    accessories: records(raw.accessories),
    spareParts: records(raw.spareParts),
    bundleProducts: records(raw.bundleProducts),
    experiments: list(raw.experiments).filter(isRecord).map((item) => ({ experiment: text(item.experiment), variation: text(item.variation) })),
  }
}

/** A variant can be put into the cart when the platform sells it online and it is on hand. */
export const isBuyable = (variant: VariantModel) => variant.availableForSale && variant.price !== null
