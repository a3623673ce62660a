import { isRecord } from '../domain/json-readers.ts'

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

/** The field of a page's data that holds its product listing: a category's `listing` or the search page's `search`. */
const listingFieldOf = (data: Record<string, unknown>) => (['listing', 'search'] as const).find((field) => isRecord(data[field]))

/** The products a page's listing holds and how many there are in all; null for a page without a listing. */
export function listedProductsOf(data: Record<string, unknown>): { items: unknown[]; total: number } | null {
  const field = listingFieldOf(data)
  const listing = field ? (data[field] as Record<string, unknown>) : null
  const product = listing && isRecord(listing.groups) && isRecord(listing.groups.product) ? listing.groups.product : null
  if (!product || !Array.isArray(product.items)) return null
  const total = typeof product.total === 'number' ? product.total : typeof listing!.total === 'number' ? listing!.total : product.items.length
  return { items: product.items, total }
}

/** A page's data with more products after those of its listing; the data as it came is left as it is (replies are kept). */
export function withMoreProducts(data: Record<string, unknown>, more: unknown[]): Record<string, unknown> {
  const field = listingFieldOf(data)
  const listed = listedProductsOf(data)
  if (!field || !listed || more.length === 0) return data
  const listing = data[field] as Record<string, unknown> & { groups: Record<string, Record<string, unknown>> }
  const items = [...listed.items, ...more]
  const product = { ...listing.groups.product, items }
  return { ...data, [field]: { ...listing, count: items.length, groups: { ...listing.groups, product } } }
}
