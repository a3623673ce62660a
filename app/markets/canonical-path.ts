import { isAccountPagePath } from './account-paths.ts'
import { internalRouteOfPath } from './internal-routes.ts'
import { routeKey, segmentsOf } from './paths.ts'
import type { ResolvedRequest } from './resolve-market.ts'
import type { RouteKindName } from './route-kinds.ts'
import { publicPathOfRoute } from './route-aliases.ts'

/**
 * The address the shop writes for the page a public path resolved to (SPEC §2): the edition's key and the route
 * names in lower case, a product by its id. Matching is forgiving (`/PL/`, `/search-PL`, `/pl/C/…` find their
 * page), but a page answered at a second spelling is the same page twice to a search engine: the shop sends such
 * a path on to this one. `null` when there is no other spelling to send it to: an internal route, or a path that
 * named no edition. Content, category and blog paths keep the rest of their path as the content platform spells it.
 */
function canonicalPathOf(path: string, { route, market, marketFrom }: ResolvedRequest): string | null {
  if (marketFrom !== 'path' || internalRouteOfPath(routeKey(path))) return null
  const { entry, edition } = market
  switch (route.kind) {
    case 'home':
      return `/${edition}/`
    case 'search':
      return entry.searchRoute
    case 'cart':
      return entry.cartRoute
    case 'favourites':
      return entry.favoritesRoute
    case 'account':
      // A path under an account route that is no page (`/de/login/x`) is not found, not sent on.
      return isAccountPagePath(route) ? `${entry.accountRoutes[route.page]}${route.params.map((param) => `${param}/`).join('')}` : null
    case 'product':
      return `/${edition}/p/${route.productId}/`
    case 'category':
      return `/${edition}/c/${segmentsOf(path).slice(2).join('/')}/`
    case 'blog': {
      // Only an edition with a blog resolves a blog path.
      const blog = entry.blogRoute ?? ''
      return [blog, ...segmentsOf(path).slice(segmentsOf(blog).length)].join('/') + (path.endsWith('/') ? '/' : '')
    }
    case 'content': {
      const spelled = `/${edition}/${segmentsOf(path).slice(1).join('/')}${path.endsWith('/') ? '/' : ''}`
      // The router's own paths of search and favourites (`/DE/Search`) go straight to the edition's public ones.
      const aliased = publicPathOfRoute(spelled.toLowerCase())
      return aliased === spelled.toLowerCase() ? spelled : aliased
    }
    default:
      return null
  }
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '')

/**
 * A decoded path as it goes into a `Location` header: each segment percent-encoded (a `ż`, a space), except
 * the `%` escapes the router leaves encoded in a path it decodes (`%25`, `%5C`), which stay as they are.
 */
const encodedPath = (path: string) =>
  path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%25(25|5C)/gi, '%$1'))
    .join('/')

/**
 * The canonical address to send a request on to, encoded for a `Location` header, when the (decoded) path spelled
 * its page another way; `null` when it is spelled as the shop writes it, a trailing slash more or less aside (the
 * router keeps either, SPEC §2).
 */
export function otherSpellingOf(path: string, resolved: ResolvedRequest): string | null {
  const canonical = canonicalPathOf(path, resolved)
  return canonical !== null && withoutTrailingSlash(canonical) !== withoutTrailingSlash(path) ? encodedPath(canonical) : null
}

/**
 * The page's own address, encoded for a `Location` header, when the content platform found it at a path that spells
 * it in other letters (`/pl/c/Cisnieniomierze/` for `/pl/c/cisnieniomierze/`): the platform matches paths whatever
 * their case, and the shop sends such a path on to the page's own. A product's address is its id (SPEC §2), so a
 * product the platform found at another spelling of its id (`/pl/p/01099/` for `/pl/p/1099/`) is sent on to its
 * own address in the same edition too. `null` when the path is the page's own, a trailing slash more or less aside,
 * or another path altogether (the platform decides those).
 */
export function ownAddressOf(path: string, ownUrl: string | undefined, routeKind: RouteKindName): string | null {
  if (!ownUrl?.startsWith('/')) return null
  const [asked, own] = [withoutTrailingSlash(path), withoutTrailingSlash(ownUrl)]
  if (asked === own) return null
  const sameLetters = asked.toLowerCase() === own.toLowerCase()
  const productOfEdition = routeKind === 'product' && PRODUCT_ADDRESS.test(own) && segmentsOf(own)[0]?.toLowerCase() === segmentsOf(asked)[0]?.toLowerCase()
  return sameLetters || productOfEdition ? encodedPath(ownUrl) : null
}

/** `/{edition}/p/{id}`, as the platform writes a product's own address. */
const PRODUCT_ADDRESS = /^\/[^/]+\/p\/[^/]+$/
