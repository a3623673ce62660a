import { LISTING_DEFAULT_SORT, listingSortOf, type ListingSort } from '../../domain/listing-sort.ts'

/**
 * A listing's filters, sort and page as URL search parameters, so a filtered listing can be shared and is
 * rendered on the server (issue 7). Multi-select values are comma separated; price is `min-max`.
 */
export const TERM_FILTERS = ['category', 'manufacturer', 'badges', 'availability'] as const
export type TermFilter = (typeof TERM_FILTERS)[number]

/** The furthest page a listing URL opens (page size × page products are shown at once). */
export const LISTING_MAX_PAGE = 50

/**
 * A filter value is a facet's id (`vitacura-medical`): one longer than this is no value a facet offers, and the
 * content platform refuses the whole request for it, which would lose the listing. So are more values of one
 * filter than a facet lists.
 */
const FILTER_VALUE_MAX_LENGTH = 100
const FILTER_VALUES_MAX = 50

export interface PriceRange {
  min?: number
  max?: number
}

export interface ListingParams {
  terms: Partial<Record<TermFilter, string[]>>
  price: PriceRange | null
  /** The default order when the URL names none (or one that is not a sort). */
  sort: ListingSort
  /** 1-based; the listing shows page size × page products (SPEC §9). */
  page: number
}

type SearchInput = URLSearchParams | Readonly<Record<string, unknown>>

const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined)

/** A parameter's value; given twice, its first, as a URL's `get` reads it. */
function read(search: SearchInput, name: string): string | undefined {
  if (search instanceof URLSearchParams) return search.get(name) ?? undefined
  const value = search[name]
  return textOf(Array.isArray(value) ? value[0] : value)
}

/** A filter's values: a filter given twice means the values of both, as the comma form `manufacturer=a,b` does. */
function readList(search: SearchInput, name: string): string[] {
  const given = search instanceof URLSearchParams ? search.getAll(name) : [search[name]].flat()
  return given.flatMap((value) => textOf(value)?.split(',') ?? [])
}

/** A price range between two bounds: bounds given the wrong way round are the range between them, not an empty listing. */
export function priceRangeBetween(low: number | undefined, high: number | undefined): PriceRange | null {
  const range: PriceRange = {}
  if (low !== undefined) range.min = high !== undefined ? Math.min(low, high) : low
  if (high !== undefined) range.max = low !== undefined ? Math.max(low, high) : high
  return range.min === undefined && range.max === undefined ? null : range
}

/**
 * A price range from its two bounds as written in a URL: a bound that is no price is left out. A decimal comma is
 * read as the decimal it is (`20,5`), as most editions write one: a URL value has no digit grouping.
 */
export function priceRangeOf(low: string | undefined, high: string | undefined): PriceRange | null {
  const bound = (text: string | undefined) => {
    const amount = text && PRICE_BOUND.test(text) ? Number(text.replace(',', '.')) : Number.NaN
    // A bound of hundreds of digits reads as Infinity, which the platform refuses with the whole listing.
    return Number.isFinite(amount) ? amount : undefined
  }
  return priceRangeBetween(bound(low), bound(high))
}
/** A bound as a URL writes one: digits with an optional decimal part (no sign, exponent or hexadecimal). */
const PRICE_BOUND = /^\d+(?:[.,]\d+)?$/

/** `min-max`, either bound left out; a value with more dashes (`-5-9`, a negative bound) is no range at all, not a guess at one. */
function priceOf(raw: string | undefined): PriceRange | null {
  const bounds = raw?.split('-')
  return bounds?.length === 2 ? priceRangeOf(bounds[0], bounds[1]) : null
}

export function parseListingParams(search: SearchInput): ListingParams {
  const terms: ListingParams['terms'] = {}
  for (const name of TERM_FILTERS) {
    const values = readList(search, name)
      .map((value) => value.trim())
      .filter((value) => value !== '' && value.length <= FILTER_VALUE_MAX_LENGTH)
    if (values.length) terms[name] = [...new Set(values)].slice(0, FILTER_VALUES_MAX)
  }
  const sort = read(search, 'sort')
  const page = Number(read(search, 'page') ?? '1')
  return {
    terms,
    price: priceOf(read(search, 'price')),
    sort: listingSortOf(sort),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, LISTING_MAX_PAGE) : 1,
  }
}

/** The search parameters of a listing state; empty values are left out so URLs stay short. */
export function listingSearchOf(params: ListingParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of TERM_FILTERS) {
    const values = params.terms[name]
    if (values?.length) out[name] = values.join(',')
  }
  if (params.price) out.price = `${params.price.min ?? ''}-${params.price.max ?? ''}`
  if (params.sort !== LISTING_DEFAULT_SORT) out.sort = params.sort
  if (params.page > 1) out.page = String(params.page)
  return out
}

export function toggleTerm(params: ListingParams, filter: TermFilter, value: string): ListingParams {
  const current = params.terms[filter] ?? []
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  return { ...params, terms: { ...params.terms, [filter]: next }, page: 1 }
}

/** The page request's listing part (SPEC §3 "Search request"): count is page size times page, from offset 0. */
export function listingRequestOf(params: ListingParams, pageSize: number) {
  const aggregations: Record<string, string[] | { min?: number; max?: number }> = {}
  for (const name of TERM_FILTERS) if (params.terms[name]?.length) aggregations[name] = params.terms[name]
  if (params.price) aggregations.price = params.price
  return {
    enableAggregations: true,
    aggregations,
    ...(params.sort !== LISTING_DEFAULT_SORT ? { sort: params.sort } : {}),
    count: pageSize * params.page,
    offset: 0,
  }
}
