import { enums, integer, is, min, pattern, size, string, type Struct } from 'superstruct'
import { CHOSEN_SORTS, type ListingSort } from '../../domain/listing-sort.ts'
import { LISTING_MAX_PAGE } from './listing-query.ts'

/**
 * The query of the listing and search routes, checked at the route (SPEC §2, §9): a value that is not of its
 * shape is left out, so the page shows the listing without it (the default sort, the first page, no filter).
 * Any other parameter is the content platform's (SPEC §2 "plus any other query parameters") and stays as it came.
 */
const Terms = size(string(), 1, 500)
// A decimal is written with a dot or, as most editions write one, a comma.
const Price = pattern(size(string(), 1, 40), /^\d*([.,]\d+)?-\d*([.,]\d+)?$/)
const Sort = enums(CHOSEN_SORTS)
const Page = min(integer(), 1)
const Phrase = size(string(), 0, 500)

export interface ListingSearch {
  category?: string
  manufacturer?: string
  badges?: string
  availability?: string
  price?: string
  sort?: Exclude<ListingSort, 'ascending'>
  page?: number
  [other: string]: unknown
}

export interface SearchRouteSearch extends ListingSearch {
  searchPhrase?: string
}

/** The router's decoding gives a bare number or `true` as such (app/state/query-form.ts): text fields take them as text. */
const asText = (raw: unknown) => (typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw)

/**
 * The router reads a parameter given twice as the list of its values. A filter given twice means both values, as
 * the shop's own comma form does (`manufacturer=a,b`); any other parameter is one value, its first, as a URL's
 * `get` reads it. Left a list, the router would write it back as JSON and send the shopper to that address.
 */
const asList = (raw: unknown) => (Array.isArray(raw) ? raw.map(asText).filter((value) => typeof value === 'string' && value !== '').join(',') : asText(raw))
const firstOf = (raw: unknown): unknown => (Array.isArray(raw) ? raw[0] : raw)
const asNumber = (raw: unknown) => (typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw)

/** An absent value is left out without asking the struct: a failed check builds an error, and most fields are absent. */
function checked<T>(raw: unknown, struct: Struct<T>): T | undefined {
  return raw !== undefined && is(raw, struct) ? raw : undefined
}

const pageOf = (page: number | undefined) => (page === undefined ? undefined : Math.min(page, LISTING_MAX_PAGE))

const LISTING_FIELDS = ['category', 'manufacturer', 'badges', 'availability', 'price', 'sort', 'page'] as const

/** The listing part of a route's query: filters, price range, sort and page, each of its shape or left out. */
export function listingSearchOfRoute(raw: Record<string, unknown>): ListingSearch {
  const others = Object.fromEntries(Object.entries(raw).filter(([name]) => !(LISTING_FIELDS as readonly string[]).includes(name) && name !== 'searchPhrase').map(([name, value]) => [name, firstOf(value)]))
  const fields: ListingSearch = {
    category: checked(asList(raw.category), Terms),
    manufacturer: checked(asList(raw.manufacturer), Terms),
    badges: checked(asList(raw.badges), Terms),
    availability: checked(asList(raw.availability), Terms),
    price: checked(asText(firstOf(raw.price)), Price),
    sort: checked(firstOf(raw.sort), Sort),
    // A page past the last one a URL opens shows the last one, as the listing's own reading of the URL does.
    page: pageOf(checked(asNumber(firstOf(raw.page)), Page)),
  }
  return { ...others, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) }
}

/**
 * The search route's query: the phrase (text, at most 500 characters) and the listing part. A phrase given twice
 * is searched as its first: each is what a shopper typed, and the two glued together would be a search nobody typed.
 */
export function searchSearchOfRoute(raw: Record<string, unknown>): SearchRouteSearch {
  const searchPhrase = checked(asText(firstOf(raw.searchPhrase)), Phrase)
  return { ...listingSearchOfRoute(raw), ...(searchPhrase === undefined ? {} : { searchPhrase }) }
}
