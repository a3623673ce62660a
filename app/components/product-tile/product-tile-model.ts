import { isRecord, num, optionalText, records, text, texts } from '../../../domain/json-readers.ts'
import { listingProductOf } from '../../../domain/listing-product.ts'
import { moneyIn, type Money } from '../../../domain/money.ts'
import type { ListingProduct } from '../../../domain/types.ts'

export type StockState = 'in-stock' | 'few-in-stock' | 'back-soon' | 'not-available-online' | 'sold-out'

/** What a product tile shows (SPEC §3 "Product"), independent of the reply it came from. */
export interface ProductTileModel {
  id: string
  title: string
  href: string
  image: string | null
  articleNumber: string | null
  manufacturer: string | null
  category: string | null
  price: Money | null
  strikethroughPrice: Money | null
  badges: string[]
  stock: StockState
  recyclingFee: Money | null
  rating: { average: number; count: number } | null
  sizes: string[]
}

export const STOCK_STATES: readonly StockState[] = ['in-stock', 'few-in-stock', 'back-soon', 'not-available-online', 'sold-out']

function stockOf(value: unknown): StockState {
  const read = text(value)
  return (STOCK_STATES as readonly string[]).includes(read) ? (read as StockState) : 'in-stock'
}

/** Reads one product of a listing, search or slider; `null` when it lacks an id or a title. */
export function productTileModelOf(raw: ListingProduct): ProductTileModel | null {
  const { id, title, price } = raw
  if (!id || !title) return null
  const rating = isRecord(raw.rating) ? { average: num(raw.rating.average) ?? 0, count: num(raw.rating.count) ?? 0 } : null
  // A product's other amounts come in its price's currency; without a price the tile shows none of them.
  const inPriceCurrency = (amount: unknown) => (price ? moneyIn(amount, price.currencyCode) : null)
  const recycling = inPriceCurrency(raw.recycling_price)
  return {
    id,
    title,
    href: raw.url,
    image: optionalText(raw.picture_url_main) ?? texts(raw.overviewImages)[0] ?? null,
    articleNumber: optionalText(raw.articleNumber) ?? null,
    manufacturer: optionalText(raw.manufacturer_title) ?? null,
    category: optionalText(raw.category_title) ?? null,
    price,
    strikethroughPrice: inPriceCurrency(raw.strikethrough_price),
    badges: texts(raw.badges),
    stock: stockOf(raw.stockStatus),
    recyclingFee: recycling && recycling.amount > 0 ? recycling : null,
    rating: rating && rating.count > 0 ? rating : null,
    sizes: records(raw.sizes).map((size) => text(size.title)).filter(Boolean),
  }
}

/** Tiles of the products of a reply (a slider, recommendations, favourites) of the store priced in `storeCurrency`. */
export function productTileModelsOf(raw: unknown, storeCurrency: string): ProductTileModel[] {
  return records(raw).flatMap((item) => productTileModelOf(listingProductOf(item, storeCurrency)) ?? [])
}

/** A tile may be bought unless it is sold out or only sold in shops (SPEC §4 "a tile can show sold out"). */
export function isSoldOut(product: ProductTileModel): boolean {
  return product.stock === 'sold-out' || product.stock === 'not-available-online'
}
