import { array, enums, is, nullable, number, size, string, type } from 'superstruct'
import { STOCK_STATES, type ProductTileModel } from '../product-tile/product-tile-model.ts'
import { COMPARE_MAX } from './comparison.ts'

/**
 * The products picked for comparison on each listing of the tab, kept in session storage under the listing's path:
 * a shopper who opens one of them and comes back (after a reload or further pages) finds the same products picked.
 * Kept as their tiles, so a picked product the listing no longer shows (another filter, a page not loaded again)
 * is still compared. The listing reads the picks as an external store: none on the server and while it hydrates,
 * the tab's at once after, and a pick made meanwhile is not overwritten by what storage held.
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

/** No product picked: the server's picks, and those of a listing nothing was picked on. */
export const NO_PICKS: readonly ProductTileModel[] = []

const picks = new Map<string, readonly ProductTileModel[]>()
const listeners = new Set<() => void>()

export function subscribeToPicks(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The products picked on the listing at `listingPath`, in the order they were picked. */
export function picksOf(listingPath: string): readonly ProductTileModel[] {
  let picked = picks.get(listingPath)
  if (!picked) picks.set(listingPath, (picked = readStored(listingPath)))
  return picked
}

/** Picks `products` on the listing, in place of what was picked there, and keeps them. */
export function pickProducts(listingPath: string, products: readonly ProductTileModel[]): void {
  picks.set(listingPath, products.length === 0 ? NO_PICKS : products)
  store(listingPath, products)
  for (const listener of listeners) listener()
}

/** Keeps the listing's picked products; none picked leaves nothing behind. */
function store(listingPath: string, products: readonly ProductTileModel[]): void {
  try {
    if (products.length === 0) window.sessionStorage.removeItem(keyOf(listingPath))
    else window.sessionStorage.setItem(keyOf(listingPath), JSON.stringify(products))
  } catch {
    // Storage full or blocked: the picks last as long as the page.
  }
}

/** The products kept for the listing, none when storage holds nothing of their shape. */
function readStored(listingPath: string): readonly ProductTileModel[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(listingPath)) ?? '[]')
    return is(stored, StoredTiles) && stored.length > 0 ? stored : NO_PICKS
  } catch {
    return NO_PICKS
  }
}
