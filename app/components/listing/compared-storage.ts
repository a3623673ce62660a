import { array, enums, is, nullable, number, size, string, type } from 'superstruct'
import { STOCK_STATES, type ProductTileModel } from '../product-tile/product-tile-model.ts'
import { COMPARE_MAX } from './comparison.ts'

/**
 * The products picked for comparison on a listing, kept in session storage under the listing's path: a shopper
 * who opens one of them and comes back finds the same products picked. Stored as their tiles, so a picked
 * product the listing no longer shows (another filter, a page not loaded again) is still compared.
 */
const keyOf = (listingPath: string) => `comparedProducts:${listingPath}`

const Money = type({ amount: number(), currencyCode: string() })
const StoredTile = type({
  id: string(),
  title: string(),
  href: string(),
  image: nullable(string()),
  articleNumber: nullable(string()),
  manufacturer: nullable(string()),
  category: nullable(string()),
  price: nullable(Money),
  strikethroughPrice: nullable(Money),
  badges: array(string()),
  stock: enums(STOCK_STATES),
  recyclingFee: nullable(Money),
  rating: nullable(type({ average: number(), count: number() })),
  sizes: array(string()),
})
const StoredTiles = size(array(StoredTile), 0, COMPARE_MAX)

/** Keeps the listing's picked products; none picked leaves nothing behind. */
export function keepCompared(listingPath: string, products: readonly ProductTileModel[]): void {
  try {
    if (products.length === 0) window.sessionStorage.removeItem(keyOf(listingPath))
    else window.sessionStorage.setItem(keyOf(listingPath), JSON.stringify(products))
  } catch {
    // Storage full or blocked: the picks last as long as the page.
  }
}

/** The products kept for the listing, none when storage holds nothing of their shape. */
export function readCompared(listingPath: string): ProductTileModel[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(listingPath)) ?? '[]')
    return is(stored, StoredTiles) ? stored : []
  } catch {
    return []
  }
}
