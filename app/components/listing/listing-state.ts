import { LISTING_PAGE_SIZE_MOBILE } from '../../../domain/constants.ts'
import { LISTING_DEFAULT_SORT } from '../../../domain/listing-sort.ts'
import type { Viewport } from '../../../machines/listing-page-size.ts'
import type { ListingState } from '../../../machines/listing.machine.ts'
import type { ListingResult } from '../../../domain/types.ts'
import { isRecord, list, num, records } from '../../../domain/json-readers.ts'
import { listingProductOf } from '../../../domain/listing-product.ts'
import type { Facet } from './listing-model.ts'
import { listingSearchOf, parseListingParams, TERM_FILTERS, type ListingParams, type PriceRange } from '../../markets/listing-query.ts'

export const priceValueOf = (range: PriceRange) => `${range.min ?? ''}-${range.max ?? ''}`

/**
 * The listing state a URL's query describes. Both hold the same things in the same words: filters (a price range
 * is the value `min-max` of the filter `price`), one of SPEC §9's sorts (the default order is no `sort` in the URL)
 * and the page.
 */
export function listingStateOf(params: ListingParams): ListingState {
  const filters: Record<string, string[]> = {}
  for (const name of TERM_FILTERS) if (params.terms[name]?.length) filters[name] = params.terms[name]
  if (params.price) filters.price = [priceValueOf(params.price)]
  return { filters, sort: params.sort, page: params.page }
}

/** The URL query of a listing state, spelt exactly as a URL read by the server and written back would be. */
export function listingSearchOfState(state: ListingState): Record<string, string> {
  const raw: Record<string, string> = {}
  for (const [name, values] of Object.entries(state.filters)) if (values.length) raw[name] = values.join(',')
  if (state.sort !== LISTING_DEFAULT_SORT) raw.sort = state.sort
  raw.page = String(state.page)
  return listingSearchOf(parseListingParams(raw))
}

/** The state's filters as the facets' selection: ticked values and the price range, before the new listing arrives. */
export function facetsWith(facets: readonly Facet[], filters: Record<string, string[]>): Facet[] {
  const price = parseListingParams({ price: filters.price?.[0] }).price
  return facets.map((facet) =>
    facet.kind === 'terms'
      ? { ...facet, values: facet.values.map((value) => ({ ...value, selected: (filters[facet.id] ?? []).includes(value.value) })) }
      : { ...facet, selectedMin: price?.min ?? null, selectedMax: price?.max ?? null },
  )
}

/** A filter's values with one value added or taken away (multi-select). */
export function toggledValues(current: readonly string[], value: string): string[] {
  return current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
}

/** The listing machine's result from a listing or search reply of the content platform for the store priced in `storeCurrency`. */
export function listingResultOf(raw: unknown, storeCurrency: string): ListingResult {
  if (!isRecord(raw)) return { products: [], total: 0 }
  const group = isRecord(raw.groups) && isRecord(raw.groups.product) ? raw.groups.product : null
  const products = records(group ? group.items : raw.products).map((item) => listingProductOf(item, storeCurrency))
  return { products, total: num(raw.total) ?? num(group?.total) ?? products.length, aggregations: list(raw.aggregations) }
}

/**
 * The layout a server-rendered listing was loaded for: more products than a mobile page holds can only be a desktop
 * page; otherwise a mobile one, or everything there is, which both layouts show alike.
 */
export const viewportOfRendered = (result: ListingResult, page: number): Viewport => (result.products.length > LISTING_PAGE_SIZE_MOBILE * page ? 'desktop' : 'mobile')
