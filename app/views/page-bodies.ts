import type { ComponentType } from 'react'
import chunksOfView from 'virtual:page-body-chunks'
import { preloadableView } from '../components/preloadable-view.ts'
import type { AccountPage, RouteKind } from '../markets/index.ts'
import type { BrowsePageData } from './browse-page-data.ts'

/**
 * The body of each page type in a chunk of its own, so a shopper downloads the view of the page in
 * front of them and not every other page type's (the listing's filters and comparison, the product
 * page's sections, the cart). A body is loaded before it renders: by the route's loader before a
 * page is shown, and by the browser entry before hydration, so React never meets a body still
 * loading and never drops the server's markup for a fallback.
 */
function pageBody<Props>(name: string, load: () => Promise<ComponentType<Props>>) {
  return Object.assign(preloadableView(load), { chunks: chunksOfView[name] ?? [] })
}

export const CategoryView = pageBody('category-view', async () => (await import('./category-view.tsx')).CategoryView)
export const ContentPageView = pageBody('content-page-view', async () => (await import('./content-page-view.tsx')).ContentPageView)
export const ErrorView = pageBody('error-view', async () => (await import('./error-view.tsx')).ErrorView)
export const ProductGroupView = pageBody('product-group-view', async () => (await import('./product-group-view.tsx')).ProductGroupView)
export const BundleView = pageBody('bundle-view', async () => (await import('./bundle-view.tsx')).BundleView)
export const CartView = pageBody('cart-view', async () => (await import('./cart-view.tsx')).CartView)
export const FavouritesView = pageBody('favourites-view', async () => (await import('./favourites-view.tsx')).FavouritesView)
export const SearchView = pageBody('search-view', async () => (await import('./search-view.tsx')).SearchView)
export const LoginView = pageBody('login-view', async () => (await import('./login-view.tsx')).LoginView)
export const ResetPasswordView = pageBody('reset-password-view', async () => (await import('./reset-password-view.tsx')).ResetPasswordView)
export const ActivationView = pageBody('activation-view', async () => (await import('./activation-view.tsx')).ActivationView)
export const CustomerAreaView = pageBody('customer-area-view', async () => (await import('./account/customer-area-view.tsx')).CustomerAreaView)

const ACCOUNT_BODIES = {
  login: 'login',
  personal: 'customer-area',
  address: 'customer-area',
  orderHistory: 'customer-area',
  changePassword: 'customer-area',
  resetPassword: 'reset-password',
  activateAccount: 'activation',
} as const satisfies Record<AccountPage, PageBody>

/** The customer area's screens (SPEC §2), by their account route: one body shows them all. */
export type CustomerAreaScreen = { [Page in AccountPage]: (typeof ACCOUNT_BODIES)[Page] extends 'customer-area' ? Page : never }[AccountPage]

export const isCustomerAreaScreen = (page: AccountPage): page is CustomerAreaScreen => ACCOUNT_BODIES[page] === 'customer-area'

/** The body of an account route (SPEC §2): the login, the customer area, or the page of an e-mailed link. */
const accountBodyOf = (route: Extract<RouteKind, { kind: 'account' }>): PageBody => ACCOUNT_BODIES[route.page]

/** Which bodies a browse page shows (SPEC §2): category and manufacturer share one; search, each account screen and error have theirs. */
export function pageBodyOf(data: Pick<BrowsePageData, 'pageType' | 'page' | 'route'>): PageBody {
  if (data.pageType === 'search' || data.pageType === 'cart' || data.pageType === 'favourites') return data.pageType
  if ((data.pageType === 'login' || data.pageType === 'account') && data.route.kind === 'account') return accountBodyOf(data.route)
  if (!data.page || data.pageType === 'error') return 'error'
  if (data.pageType === 'category' || data.pageType === 'manufacturer') return 'listing'
  if (data.pageType === 'product-group' || data.pageType === 'bundle') return data.pageType
  // page, webedition, post
  return 'content'
}

/**
 * The body a route kind will show, as far as the path tells before its page is fetched (a page a shopper is about to
 * open); home, content and blog pages are of whatever type the content platform says.
 */
export function pageBodyOfRoute(route: RouteKind): PageBody | null {
  if (route.kind === 'search' || route.kind === 'cart' || route.kind === 'favourites') return route.kind
  if (route.kind === 'account') return accountBodyOf(route)
  if (route.kind === 'product') return 'product-group'
  if (route.kind === 'category') return 'listing'
  return null
}

type AccountBody = 'login' | 'customer-area' | 'reset-password' | 'activation'

export type PageBody = 'search' | 'cart' | 'favourites' | AccountBody | 'error' | 'listing' | 'product-group' | 'bundle' | 'content'

const VIEWS_OF: Record<PageBody, ReadonlyArray<{ preload: () => Promise<unknown>; chunks: readonly string[] }>> = {
  search: [SearchView],
  cart: [CartView],
  favourites: [FavouritesView],
  login: [LoginView],
  'customer-area': [CustomerAreaView],
  'reset-password': [ResetPasswordView],
  activation: [ActivationView],
  error: [ErrorView],
  listing: [CategoryView],
  'product-group': [ProductGroupView],
  bundle: [ContentPageView, BundleView],
  content: [ContentPageView],
}

/** Loads the views of a page body; an unknown name (an old page in the browser's cache) loads nothing. */
export async function preloadPageBody(body: string | undefined) {
  const views = body && Object.hasOwn(VIEWS_OF, body) ? VIEWS_OF[body as PageBody] : []
  await Promise.all(views.map((view) => view.preload()))
}

/**
 * URLs of the browser chunks a page body needs, for the server to preload with the page, so the browser fetches
 * them beside the entry instead of after it. Known to the server's build only: the browser preloads nothing.
 */
export const pageBodyChunkUrls = (body: PageBody): string[] => [...new Set(VIEWS_OF[body].flatMap((view) => view.chunks))]
