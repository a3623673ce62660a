import type { AccountRoutes } from '../../app.config.ts'
import { isAccountPagePath } from '../markets/account-paths.ts'
import { firstValuesOf } from '../markets/query-values.ts'
import type { PageAddress } from '../../domain/requests.ts'
import type { PageContext } from '../../machines/page.machine.ts'
import type { EditionRequest } from '../server/edition-request.ts'
import type { BrowsePageData } from './browse-page-data.ts'

// One empty chrome for every page without a frame: the footer is rendered once per snippets array (footer.tsx).
const noChrome: { menu: BrowsePageData['menu']; snippets: BrowsePageData['snippets'] } = { menu: [], snippets: [] }

/** A settled page actor's state and context: from the live actor in the browser, from the root's persisted snapshot on the server. */
export interface SettledPage {
  value: unknown
  context: PageContext
}

/** What a route knows of its page before it loads: the request, the page's address and the shop's own links. */
export interface PageResolution extends EditionRequest {
  address: PageAddress
  shop: { imageHost: string; origin: string; accountLinks: AccountRoutes; customerServiceEmail: string }
}

/** Whether a page actor is the one of this address (the page on display may still be the one before a navigation). */
export const isPageOf = (page: SettledPage, address: PageAddress) => page.context.address.path === address.path && page.context.address.search === address.search

/** The status a settled page answers with: a redirect's, 404 for an unknown path (an account route's included), a missing or failed page, 503 for an outage. */
export function statusOf(page: SettledPage, resolution: PageResolution): number {
  const { context, value } = page
  if (value === 'redirecting' && context.redirect) return context.redirect.status
  if (value === 'failed') return context.error?.status === 0 ? 503 : 404
  const route = resolution.resolved.route
  if (value === 'notFound' || route.kind === 'not-found' || (route.kind === 'account' && !isAccountPagePath(route))) return 404
  return 200
}

/** The view type: the page's own, search, the pages with no content page of their own, or the error page. */
function pageTypeOf(page: SettledPage, resolution: PageResolution, status: number): string {
  const route = resolution.resolved.route
  if (status >= 300 && status < 400) return 'redirect'
  if (status >= 400) return 'error'
  if (route.kind === 'search') return 'search'
  if (page.context.page) return page.context.page.type
  if (route.kind === 'cart' || route.kind === 'favourites') return route.kind
  if (route.kind === 'account') return route.page === 'login' ? 'login' : 'account'
  return 'error'
}

/** Everything a browse view renders, from the settled page and what the route knows of it. */
export function browsePageOf(page: SettledPage, resolution: PageResolution): BrowsePageData {
  const { context } = page
  const route = resolution.resolved.route
  const status = statusOf(page, resolution)
  const frame = context.frame
  return {
    edition: resolution.resolved.market.edition,
    status,
    pageType: pageTypeOf(page, resolution, status),
    page: status === 200 ? context.page : null,
    redirect: context.redirect,
    menu: frame?.menu ?? noChrome.menu,
    snippets: frame?.snippets ?? noChrome.snippets,
    route,
    searchTerm: route.kind === 'search' ? route.searchPhrase : '',
    ...resolution.shop,
    params: firstValuesOf(new URLSearchParams(context.address.search)),
    ...(frame?.recommendations ? { recommendations: frame.recommendations } : {}),
    ...(frame?.partFailures ? { partFailures: frame.partFailures } : {}),
  }
}
