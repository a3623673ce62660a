import type { AccountRoutes, EditionKey } from '../../app.config.ts'
import type { MenuItem, PageData, Snippet } from '../../domain/types.ts'
import type { RouteKind } from '../markets/index.ts'
import type { PartFailures } from '../server/part-failures.ts'

/** The view type a page shows (SPEC §2): the content platform's page type, or search, or the error page. */
type PageType = 'page' | 'category' | 'manufacturer' | 'webedition' | 'post' | 'bundle' | 'product-group' | 'search' | 'error' | 'redirect' | string

/** Everything a browse view renders from: page, chrome (menu and snippets), status; HTML already sanitized. */
export interface BrowsePageData extends PartFailures {
  edition: EditionKey
  status: number
  pageType: PageType
  page: PageData | null
  redirect: { location: string; status: number } | null
  /** The menu, with the texts and links of this edition. */
  menu: MenuItem[]
  /** What the page's path asks for (SPEC §2): an account screen and its order number are read from it. */
  route: RouteKind
  snippets: Snippet[]
  searchTerm: string
  imageHost: string
  /** Public origin of the shop, so absolute links to it stay internal. */
  origin: string
  /** Login and account pages: on the account site with SSO on in an SSO store (SPEC §2), else the edition's routes. */
  accountLinks: AccountRoutes
  /** Where a customer's return of an item is written to (the order detail's return action). */
  customerServiceEmail: string
  /** The URL's query: listing filters, sort and page. */
  params: Record<string, string>
  /** A product page's recommended products, with the fields their tiles read; absent when there are none. */
  recommendations?: Array<Record<string, unknown>>
}
