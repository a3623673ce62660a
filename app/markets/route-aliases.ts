import { EDITION_KEYS, EDITION_ROUTES } from '../../app.config.ts'

/**
 * SPEC §2's public routes per language and the router's own paths for them. The router knows one search route
 * (`/{edition}/search`) and one favourites route (`/{edition}/favorites`); the editions' public aliases
 * (`/search-de`, `/recherche`, `/de/favoriten`, `/fr/favoris`, …) are mapped onto them as a URL comes in and back
 * as a link or the address bar is written. Cart, login, account, product and category paths are the same both ways.
 */
const ALIASES: ReadonlyArray<{ alias: string; route: string }> = EDITION_KEYS.flatMap((edition) => [
  { alias: EDITION_ROUTES[edition].searchRoute, route: `/${edition}/search` },
  { alias: EDITION_ROUTES[edition].favoritesRoute, route: `/${edition}/favorites` },
]).filter(({ alias, route }) => alias !== route)

const ROUTE_OF_ALIAS = new Map(ALIASES.map(({ alias, route }) => [alias, route]))
const ALIAS_OF_ROUTE = new Map(ALIASES.map(({ alias, route }) => [route, alias]))

/** A path with one of the maps applied; the trailing slash is kept as it was. */
function mapped(pathname: string, map: ReadonlyMap<string, string>): string | undefined {
  const slash = pathname.length > 1 && pathname.endsWith('/')
  const target = map.get(slash ? pathname.slice(0, -1) : pathname)
  return target === undefined ? undefined : slash ? `${target}/` : target
}

/** The router's path of a public path: an alias as it is written in the table (any other spelling is a content path). */
export const routePathOf = (publicPath: string): string => mapped(publicPath, ROUTE_OF_ALIAS) ?? publicPath

/** The public path of a router path: the edition's own alias for its search and favourites routes. */
export const publicPathOfRoute = (routePath: string): string => mapped(routePath, ALIAS_OF_ROUTE) ?? routePath

/** The router's URL rewrite (TanStack Router `rewrite`): public URLs in, public URLs out. */
export const routeAliasRewrite = {
  input: ({ url }: { url: URL }) => rewritten(url, routePathOf),
  output: ({ url }: { url: URL }) => rewritten(url, publicPathOfRoute),
}

function rewritten(url: URL, map: (path: string) => string): URL | undefined {
  const pathname = map(url.pathname)
  if (pathname === url.pathname) return undefined
  const next = new URL(url)
  next.pathname = pathname
  return next
}
