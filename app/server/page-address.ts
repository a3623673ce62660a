import type { AppConfig } from '../../app.config.ts'
import type { PageAddress, QueryValue } from '../../domain/requests.ts'
import { listingRequestOf, parseListingParams } from '../markets/listing-query.ts'
import { firstValuesOf } from '../markets/query-values.ts'
import type { ResolvedRequest, RouteKind } from '../markets/index.ts'

/** Pages whose query carries a one-time secret (a reset token, an activation link): it never becomes part of a page's address. */
const carriesSecret = (route: RouteKind) => route.kind === 'account' && (route.page === 'resetPassword' || route.page === 'activateAccount')

/**
 * The listing part of the URL (filters, sort, page) and the search phrase (SPEC §3 "Search request"). A search
 * without a phrase asks for no products: the search input is required (SPEC §5), so the page asks for one.
 */
function queryOf(search: URLSearchParams, route: RouteKind, pageSize: number): { [key: string]: QueryValue } {
  const phrase = route.kind === 'search' ? route.searchPhrase : ''
  const listing = listingRequestOf(parseListingParams(search), pageSize)
  if (route.kind === 'search' && !phrase) return { ...listing, count: 0 }
  return { ...listing, ...(phrase ? { searchPhrase: phrase, isSearch: true } : {}) }
}

/**
 * The address of the page a resolved request opens: routes with a content page (home, content, category,
 * product, blog, search) carry the content platform's request; the cart, favourites, login, account pages and
 * unknown paths carry none. Catalogue mode has already turned cart and account routes into unknown paths.
 */
export function pageAddressOf(config: Pick<AppConfig, 'catalogueMode'>, resolved: ResolvedRequest, location: { path: string; search: string }, pageSize: number): PageAddress {
  const route = resolved.route
  const search = carriesSecret(route) ? '' : location.search
  const switchedOff = config.catalogueMode && (route.kind === 'cart' || route.kind === 'account')
  if (switchedOff || !('seoUrl' in route)) return { path: location.path, search, pageSize, content: null }
  const query = new URLSearchParams(search)
  const params = { ...firstValuesOf(query), ...(route.kind === 'search' ? { searchPhrase: route.searchPhrase } : {}) }
  return { path: location.path, search, pageSize, content: { seoUrl: route.seoUrl, params, language: resolved.market.edition, query: queryOf(query, route, pageSize) } }
}
