import type { AccountRoutes, LanguageEntry } from '../../app.config.ts'

/**
 * The internal `/frontend/*` routes of SPEC §2 and their default public aliases (used when no language
 * entry supplies its own route). `/change-pasword` is spelled so in the spec and kept for old links.
 */
export const INTERNAL_ROUTES = {
  entry: { path: '/frontend/entry', defaultAlias: null },
  search: { path: '/frontend/search', defaultAlias: null },
  cart: { path: '/frontend/cart', defaultAlias: '/warenkorb' },
  favorites: { path: '/frontend/favorites', defaultAlias: '/favorites' },
  login: { path: '/frontend/login', defaultAlias: '/login' },
  orderHistory: { path: '/frontend/orderHistory', defaultAlias: '/order-history' },
  personalData: { path: '/frontend/personalData', defaultAlias: '/personal' },
  address: { path: '/frontend/address', defaultAlias: '/address' },
  accountPassword: { path: '/frontend/accountPassword', defaultAlias: '/change-pasword' },
} as const

export type InternalRoute = keyof typeof INTERNAL_ROUTES

/** Internal route → the language entry's account route that serves it. */
const ACCOUNT_ROUTE_OF: Partial<Record<InternalRoute, keyof AccountRoutes>> = {
  login: 'login',
  orderHistory: 'orderHistory',
  personalData: 'personal',
  address: 'address',
  accountPassword: 'changePassword',
}

/** The public path of an internal route: the language's own route, else the default alias. */
export function publicPathOf(route: InternalRoute, entry?: LanguageEntry): string | null {
  if (entry) {
    if (route === 'cart') return entry.cartRoute
    if (route === 'favorites') return entry.favoritesRoute
    if (route === 'search') return entry.searchRoute
    const account = ACCOUNT_ROUTE_OF[route]
    if (account) return entry.accountRoutes[account]
  }
  return INTERNAL_ROUTES[route].defaultAlias
}

export function internalRouteOfPath(path: string): InternalRoute | undefined {
  const lower = path.toLowerCase()
  return (Object.keys(INTERNAL_ROUTES) as InternalRoute[]).find(
    (route) => INTERNAL_ROUTES[route].path.toLowerCase() === lower || INTERNAL_ROUTES[route].defaultAlias === lower,
  )
}

/** Account-area path fragments (SPEC §2): a path containing one of them belongs to the customer area. */
const ACCOUNT_AREA_FRAGMENTS = ['/login/', '/personal/', '/order-history/', '/address/', '/change-password/'] as const

export function isAccountArea(path: string): boolean {
  const withSlash = path.endsWith('/') ? path : `${path}/`
  return ACCOUNT_AREA_FRAGMENTS.some((fragment) => withSlash.includes(fragment))
}
