import type { EditionKey, ExternalSites, LanguageEntry, Store } from '../../app.config.ts'
import { phraseTextOf, phraseWithinLimit } from '../../domain/validation.ts'
import { storeOfCountry } from './countries.ts'
import { editionEntries, editionEntry, editionOfStore, isEditionKey, storeOfEdition } from './editions.ts'
import { internalRouteOfPath } from './internal-routes.ts'
import { pathOf, routeKey, segmentsOf, withTrailingSlash } from './paths.ts'
import { ROUTE_OF_INTERNAL, type AccountPage, type RouteKind } from './route-kinds.ts'

/** A market: the edition in the URL, its store (currency, price locale) and its language entry with routes. */
export interface Market {
  edition: EditionKey
  store: Store
  entry: LanguageEntry
}

type SearchParams = string | URLSearchParams | Readonly<Record<string, unknown>>

export interface MarketRequest {
  /** Request path, e.g. `/uk/cart`; a query part is ignored (pass it as `search`). */
  path: string
  search?: SearchParams
  /** Visitor country (cookie or geo header), used only when the path names no edition. */
  country?: string | null
}

export interface ResolvedRequest {
  market: Market
  route: RouteKind
  /** `path` when the URL named the edition, `country` when it fell back to the visitor's country. */
  marketFrom: 'path' | 'country'
}

export function marketOfEdition(edition: EditionKey, sites: ExternalSites): Market {
  return { edition, store: storeOfEdition(edition), entry: editionEntry(edition, sites) }
}

/** Country → store → edition (SPEC §1: AT → de, EN → global, unknown or none → fr). */
export function marketOfCountry(country: string | null | undefined, sites: ExternalSites): Market {
  return marketOfEdition(editionOfStore(storeOfCountry(country)), sites)
}

function searchParam(search: SearchParams | undefined, name: string): string | undefined {
  if (search === undefined) return undefined
  if (typeof search === 'string' || search instanceof URLSearchParams) {
    const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search
    return params.get(name) ?? undefined
  }
  // A parameter given twice is its first value, as a URL's `get` reads it.
  const given = search[name]
  const value = Array.isArray(given) ? given[0] : given
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
}

/** The phrase a search request asks for, as the search field sends it (spaces alone are no phrase), as far as the content platform takes it. */
const searchPhraseOf = (search: SearchParams | undefined) => phraseWithinLimit(phraseTextOf(searchParam(search, 'searchPhrase') ?? '')).trimEnd()

/** `/search-de`, `/recherche`, `/uk/search` ...: the edition whose search route this path is. */
function editionOfSearchPath(key: string, entries: readonly LanguageEntry[]): LanguageEntry | undefined {
  const byRoute = entries.find((entry) => routeKey(entry.searchRoute) === key)
  if (byRoute) return byRoute
  // The search route may be the edition prefixed with `search-` (SPEC §2 route rules).
  const prefixed = /^\/search-([a-z]+)$/.exec(key)?.[1]
  return prefixed && isEditionKey(prefixed) ? entries.find((entry) => entry.value === prefixed) : undefined
}

const ACCOUNT_PAGES: readonly AccountPage[] = ['login', 'orderHistory', 'personal', 'address', 'changePassword', 'resetPassword', 'activateAccount']

/** The route kind of a path inside an edition (first segment already known to be `entry.value`). */
function routeInEdition(path: string, entry: LanguageEntry, search: SearchParams | undefined): RouteKind {
  const key = routeKey(path)
  const seoUrl = withTrailingSlash(pathOf(path))
  const segments = segmentsOf(path)
  if (segments.length === 1) return { kind: 'home', seoUrl: `/${entry.value}/` }
  if (key === routeKey(entry.searchRoute)) return { kind: 'search', seoUrl: entry.searchRoute, searchPhrase: searchPhraseOf(search) }
  if (key === routeKey(entry.cartRoute)) return { kind: 'cart' }
  if (key === routeKey(entry.favoritesRoute)) return { kind: 'favourites' }
  if (entry.blogRoute && (key === routeKey(entry.blogRoute) || key.startsWith(`${routeKey(entry.blogRoute)}/`))) return { kind: 'blog', seoUrl }
  for (const page of ACCOUNT_PAGES) {
    const base = routeKey(entry.accountRoutes[page])
    if (key === base || key.startsWith(`${base}/`)) {
      return { kind: 'account', page, params: segmentsOf(path).slice(segmentsOf(base).length) }
    }
  }
  const [, area, id] = segments
  // A product's address is its id (SPEC §2 `/{language}/p/{id}`): nothing follows it.
  if (area?.toLowerCase() === 'p' && id) return segments.length === 3 ? { kind: 'product', seoUrl, productId: id } : { kind: 'not-found' }
  if (area?.toLowerCase() === 'c' && segments.length > 2) return { kind: 'category', seoUrl }
  return { kind: 'content', seoUrl }
}

/** Resolves a public path (no `/frontend/*`): its edition, if any, and its route kind. */
function resolvePublicPath(path: string, search: SearchParams | undefined, entries: readonly LanguageEntry[]): { entry?: LanguageEntry; route: RouteKind } {
  const key = routeKey(path)
  if (key === '/') return { route: { kind: 'root' } }
  const searchEntry = editionOfSearchPath(key, entries)
  if (searchEntry) return { entry: searchEntry, route: { kind: 'search', seoUrl: searchEntry.searchRoute, searchPhrase: searchPhraseOf(search) } }
  const first = segmentsOf(key)[0] ?? ''
  const entry = entries.find((candidate) => candidate.value === first)
  if (entry) return { entry, route: routeInEdition(path, entry, search) }
  // Below a search route outside the edition's prefix (`/search-it/x`, `/recherche/x`): a 404 of that edition.
  const searchArea = editionOfSearchPath(`/${first}`, entries)
  if (searchArea) return { entry: searchArea, route: { kind: 'not-found' } }
  return { route: { kind: 'not-found' } }
}

/**
 * Resolves a request to its market and route kind (SPEC §1, §2). Pure: the same request always gives the
 * same answer, so server and browser agree.
 */
export function resolveRequest(request: MarketRequest, sites: ExternalSites): ResolvedRequest {
  const entries = editionEntries(sites)
  const path = pathOf(request.path)
  const fallback = (route: RouteKind): ResolvedRequest => ({ market: marketOfCountry(request.country, sites), route, marketFrom: 'country' })
  const inEdition = (entry: LanguageEntry, route: RouteKind): ResolvedRequest => ({ market: marketOfEdition(entry.value, sites), route, marketFrom: 'path' })

  const internal = internalRouteOfPath(routeKey(path))
  if (internal) {
    const seoUrl = searchParam(request.search, 'seoUrl')
    const target = seoUrl ? resolvePublicPath(seoUrl, request.search, entries) : undefined
    if (internal === 'entry') {
      // Generic page entry: the SEO path decides edition and kind; the page type then decides the view.
      if (!target) return fallback({ kind: 'not-found' })
      return target.entry ? inEdition(target.entry, target.route) : fallback(target.route)
    }
    if (internal === 'search') {
      const searchPhrase = searchPhraseOf(request.search)
      const entry = target?.entry
      if (entry) return inEdition(entry, { kind: 'search', seoUrl: entry.searchRoute, searchPhrase })
      const market = marketOfCountry(request.country, sites)
      return { market, route: { kind: 'search', seoUrl: market.entry.searchRoute, searchPhrase }, marketFrom: 'country' }
    }
    const route = ROUTE_OF_INTERNAL[internal]
    return target?.entry ? inEdition(target.entry, route) : fallback(route)
  }

  const resolved = resolvePublicPath(path, request.search, entries)
  return resolved.entry ? inEdition(resolved.entry, resolved.route) : fallback(resolved.route)
}
