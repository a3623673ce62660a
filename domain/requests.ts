/** What the shopper asks of the outside (SPEC §3): the shapes machines send and services carry. */

export interface Credentials {
  email: string
  password: string
}

export interface Registration extends Credentials {
  firstName: string
  lastName: string
}

export interface Subscription {
  email: string
  create_voucher: boolean
  country: string
}

export interface BackInStockRequest {
  variantId: string
  email: string
}

/** A value of a content query: plain JSON. */
export type QueryValue = string | number | boolean | QueryValue[] | { [key: string]: QueryValue }

export interface PageRequest {
  /** SEO path of the page, as sent to the content platform (SPEC §2 route rules already applied). */
  seoUrl: string
  params: Record<string, string>
  language: string
  /** A listing's or search's part of the request: filters, sort, count, search phrase (SPEC §3 "Search request"). */
  query?: { [key: string]: QueryValue }
}

/**
 * A page of the shop as a shopper asks for it: its path and query, the products per listing page of their
 * device, and the content platform's request for it; none for pages with no content page of their own (cart,
 * favourites, login, account pages, unknown paths).
 */
export interface PageAddress {
  path: string
  search: string
  pageSize: number
  content: PageRequest | null
}

export interface Review {
  productId: string
  rating: number
  title: string
  comment: string
  email: string
}
