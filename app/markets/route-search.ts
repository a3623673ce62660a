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
const asNumber = (raw: unknown) => (typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw)

/** An absent value is left out without asking the struct: a failed check builds an error, and most fields are absent. */
function checked<T>(raw: unknown, struct: Struct<T>): T | undefined {
  return raw !== undefined && is(raw, struct) ? raw : undefined
}

const pageOf = (page: number | undefined) => (page === undefined ? undefined : Math.min(page, LISTING_MAX_PAGE))

const LISTING_FIELDS = ['category', 'manufacturer', 'badges', 'availability', 'price', 'sort', 'page'] as const

/** The listing part of a route's query: filters, price range, sort and page, each of its shape or left out. */
export function listingSearchOfRoute(raw: Record<string, unknown>): ListingSearch {
  const others = Object.fromEntries(Object.entries(raw).filter(([name]) => !(LISTING_FIELDS as readonly string[]).includes(name) && name !== 'searchPhrase'))
  const fields: ListingSearch = {
    category: checked(asText(raw.category), Terms),
    manufacturer: checked(asText(raw.manufacturer), Terms),
    badges: checked(asText(raw.badges), Terms),
    availability: checked(asText(raw.availability), Terms),
    price: checked(asText(raw.price), Price),
    sort: checked(raw.sort, Sort),
    // A page past the last one a URL opens shows the last one, as the listing's own reading of the URL does.
    page: pageOf(checked(asNumber(raw.page), Page)),
  }
  return { ...others, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) }
}

/** The search route's query: the phrase (text, at most 500 characters) and the listing part. */
export function searchSearchOfRoute(raw: Record<string, unknown>): SearchRouteSearch {
  const searchPhrase = checked(asText(raw.searchPhrase), Phrase)
  return { ...listingSearchOfRoute(raw), ...(searchPhrase === undefined ? {} : { searchPhrase }) }
}
