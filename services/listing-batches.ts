import { array, is, number, optional, type, unknown, type Infer } from 'superstruct'

/** The most products the content platform answers in one request: its contract refuses a larger `count`. */
export const CONTENT_MAX_COUNT = 200

export interface Batch {
  offset: number
  count: number
}

/** The requests that together ask for the products from `from` up to (not including) `to`, each within the platform's limit. */
export function batchesOf(from: number, to: number): Batch[] {
  const batches: Batch[] = []
  for (let offset = from; offset < to; offset += CONTENT_MAX_COUNT) batches.push({ offset, count: Math.min(CONTENT_MAX_COUNT, to - offset) })
  return batches
}

/** A page's product listing as the platform sends it (a category's `listing`, the search page's `search`); its products are read where they are shown. */
const Listing = type({ total: optional(number()), groups: type({ product: type({ total: optional(number()), items: array(unknown()) }) }) })
const LISTING_FIELDS = ['listing', 'search'] as const

function listingOf(data: Record<string, unknown>): { field: (typeof LISTING_FIELDS)[number]; listing: Infer<typeof Listing> } | null {
  for (const field of LISTING_FIELDS) {
    const listing = data[field]
    if (is(listing, Listing)) return { field, listing }
  }
  return null
}

/** The products a page's listing holds and how many there are in all; null for a page without a listing. */
export function listedProductsOf(data: Record<string, unknown>): { items: unknown[]; total: number } | null {
  const listing = listingOf(data)?.listing
  if (!listing) return null
  const { items, total } = listing.groups.product
  return { items, total: total ?? listing.total ?? items.length }
}

/** A page's data with more products after those of its listing; the data as it came is left as it is (replies are kept). */
export function withMoreProducts(data: Record<string, unknown>, more: unknown[]): Record<string, unknown> {
  const found = listingOf(data)
  if (!found || more.length === 0) return data
  const { field, listing } = found
  const items = [...listing.groups.product.items, ...more]
  const product = { ...listing.groups.product, items }
  return { ...data, [field]: { ...listing, count: items.length, groups: { ...listing.groups, product } } }
}
