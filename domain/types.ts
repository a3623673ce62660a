/**
 * Plain data the machines hold and the services deliver (SPEC §3). No API names: the services map
 * whichever platform reply onto these shapes.
 */

export { fail, succeed } from './result.ts'
export type { Failure, RefusalCode, Result } from './result.ts'
import type { Failure } from './result.ts'
import type { Money } from './money.ts'

export interface CustomAttribute {
  key: string
  value: string
}

/** A line to put into the cart (SPEC §3 "Cart line"); `variantId` is the platform's global id. */
export interface LineInput {
  variantId: string
  quantity: number
  customAttributes: CustomAttribute[]
}

export interface LineUpdate extends LineInput {
  id: string
}

export interface CheckoutLine {
  id: string
  variantId: string
  /** Catalogue product id (`_id` attribute), the key for "distinct products". */
  productId: string
  title: string
  quantity: number
  /** The unit price in the currency the platform priced the cart in, which may not be the page's (a cart being moved). */
  price: Money
  /** What the platform's discounts (a bundle's saving) take off the line's total. */
  discount?: Money
  imageUrl: string | null
  /** The size the variant was bought in, for products that come in sizes. */
  size?: string
  /** The colour the variant was bought in, for products that come in colours, in the page's language. */
  colour?: string
  customAttributes: CustomAttribute[]
}

export interface Checkout {
  id: string
  webUrl: string
  completedAt: string | null
  lines: CheckoutLine[]
}

/**
 * The platform's answer to a checkout call. A change it made only in part (less in stock than asked, so it
 * took what there was) is a checkout with a `shortfall`: the cart as the platform left it, and why.
 */
export type CheckoutReply = { ok: true; value: Checkout; shortfall?: Failure } | { ok: false; failure: Failure }

export interface CatalogueVariant {
  variantId: string
  price: Money | null
  inStock: boolean
  /**
   * The line attributes whose values belong to a market (strikethrough price, recycling fee), as the catalogue of
   * the place asked about gives them; null where it has none. Absent when the catalogue was not asked for them.
   */
  marketAttributes?: Record<string, string | null>
}

export interface User {
  id: string
  firstName: string
  lastName: string
  email: string
  /** E.164, or empty when the customer gave none. */
  phone?: string
  /** The address the hosted checkout is filled in with (SPEC §7): the platform's, or with SSO the account site's. */
  defaultAddress?: Address | null
}

export interface Address {
  id?: string
  firstName: string
  lastName: string
  company: string
  address1: string
  address2?: string
  city: string
  zip: string
  /** The country it is in (ISO 3166 code), where the platform names it; SSO's default address is the delivery country's. */
  country?: string | null
}

export interface AccessToken {
  accessToken: string
  expiresAt: string
}

/** What an SSO access cookie decodes to (SPEC §4 Session). */
export type SsoCookieReading =
  | { kind: 'user'; user: User; expiresAt: string }
  | { kind: 'missing' | 'undecodable' | 'expired' }

export interface ContentElement {
  component: string
  properties?: { content?: unknown }
}

export interface PageData {
  type: string
  language: string
  data: {
    id?: string
    self?: { url?: string; selfLinks?: Record<string, string> }
    metadata?: { description?: string }
    config?: { top?: { elements?: ContentElement[] } }
    contentElements?: { top?: ContentElement[]; bottom?: ContentElement[] }
    [key: string]: unknown
  }
}

/** The content platform's answer to a page request, already validated. */
export type PageReply =
  | { kind: 'page'; status: number; page: PageData }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-found'; status: number }
  | { kind: 'failed'; status: number; statusText: string }

export interface ContentError {
  status: number
  statusText: string
  cause: string
  errorId: string
}

export interface MenuItem {
  uuid: string
  text: string
  link: string
  children: MenuItem[]
  [key: string]: unknown
}

export interface Snippet {
  snippetId: string
  elements: ContentElement[]
}

export interface PageChrome {
  menu: MenuItem[]
  snippets: Snippet[]
}

/**
 * A page's frame as the server assembles it: the chrome (menu and snippets, sanitized), a product page's
 * recommended products with the fields their tiles read, and the parts that could not be fetched (SPEC §8).
 */
export interface PageFrame extends PageChrome {
  recommendations?: Array<Record<string, unknown>>
  /** Each failure as the content service reported it; absent when every part was fetched. */
  partFailures?: string[]
}

export interface SearchItem {
  id: string
  url: string
  title: string
  pictureUrl?: string
  group: string
}

/** A product of a listing; its other amounts (strikethrough price, recycling fee) are in its price's currency. */
export interface ListingProduct {
  id: string
  title: string
  url: string
  price: Money | null
  [key: string]: unknown
}

export interface ListingQuery {
  url: string
  filters: Record<string, string[]>
  sort: string
  count: number
  offset: number
}

export interface ListingResult {
  products: ListingProduct[]
  total: number
  /** The filters the platform offers for this result, with their values and counts, as it sent them. */
  aggregations?: unknown[]
}
