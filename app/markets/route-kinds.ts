import type { AccountRoutes } from '../../app.config.ts'
import type { InternalRoute } from './internal-routes.ts'

export type AccountPage = keyof AccountRoutes

/**
 * What a request path asks for (SPEC §2). Kinds that carry a `seoUrl` are pages looked up on the content
 * platform by that SEO URL; the page type it returns then picks the view (page, bundle, category ...).
 */
export type RouteKind =
  /** `/` without an edition: send the visitor to the edition of their country. */
  | { kind: 'root' }
  | { kind: 'home'; seoUrl: string }
  | { kind: 'content'; seoUrl: string }
  | { kind: 'product'; seoUrl: string; productId: string }
  | { kind: 'category'; seoUrl: string }
  | { kind: 'blog'; seoUrl: string }
  | { kind: 'search'; seoUrl: string; searchPhrase: string }
  | { kind: 'cart' }
  | { kind: 'favourites' }
  /** `params` are the segments after the account route, e.g. an order id or a reset token. */
  | { kind: 'account'; page: AccountPage; params: string[] }
  /** No edition and no known route: the 404 page. */
  | { kind: 'not-found' }

/** Internal routes that name a view directly, and the route kind they stand for. */
export type RouteKindName = RouteKind['kind']

export const ROUTE_OF_INTERNAL: Readonly<Record<Exclude<InternalRoute, 'entry' | 'search'>, RouteKind>> = {
  cart: { kind: 'cart' },
  favorites: { kind: 'favourites' },
  login: { kind: 'account', page: 'login', params: [] },
  orderHistory: { kind: 'account', page: 'orderHistory', params: [] },
  personalData: { kind: 'account', page: 'personal', params: [] },
  address: { kind: 'account', page: 'address', params: [] },
  accountPassword: { kind: 'account', page: 'changePassword', params: [] },
}
