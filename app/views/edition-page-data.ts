import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { localeOfEdition } from '../../i18n/editions.ts'
import type { Locales } from '../../i18n/i18n-types.ts'
import { loadDictionary } from '../../i18n/load-dictionary.ts'
import { translationsFor } from '../../i18n/translations.ts'
import { routeTitle } from '../components/edition/route-title.ts'
import type { RouteKind } from '../markets/index.ts'
import { fetchBrowsePage } from '../server/browse-page.ts'
import { resolveEditionRequest, type EditionRequest } from '../server/edition-request.ts'
import type { PartFailures } from '../server/part-failures.ts'
import { answerWithStatus } from '../server/response-status.ts'
import type { BrowsePageData } from './browse-page-data.ts'
import { jsonTextOf, valueOfJsonText } from './json-text.ts'
import { listingPageSize } from './listing-viewport.ts'
import { pageMetadataOf } from './page-metadata.ts'
import { pageBodyChunkUrls, pageBodyOf, preloadPageBody } from './page-bodies.ts'

/** The browse page's part failures are named beside its JSON, where the rendered-page cache reads them. */
export interface EditionPageData extends EditionRequest, PartFailures {
  /** The edition's dictionary is loaded before the page renders: by the loader, and before hydration (client.tsx). */
  locale: Locales
  /** Content pages, listings and search (JSON): the page with its header and footer (issue 7 views). */
  browse: string | null
  /** The browser chunks of the page's body, preloaded with a server-rendered page; empty when the browser navigates. */
  bodyChunks: string[]
}

/** Route kinds shown with header and footer: the browse views, the login page and the customer area. */
const BROWSE_KINDS = new Set(['home', 'content', 'product', 'category', 'blog', 'search', 'not-found', 'cart', 'favourites'])
/** Account pages the shop renders in its frame: the login, the customer area and the pages of the e-mailed links. */
const ACCOUNT_PAGES = new Set(['login', 'orderHistory', 'personal', 'address', 'changePassword', 'resetPassword', 'activateAccount'])
const isBrowseRoute = (route: RouteKind) => BROWSE_KINDS.has(route.kind) || (route.kind === 'account' && ACCOUNT_PAGES.has(route.page))
/** Pages whose query carries a one-time secret (a reset token, an activation link): it never becomes part of a cached page. */
const carriesSecret = (route: RouteKind) => route.kind === 'account' && (route.page === 'resetPassword' || route.page === 'activateAccount')

/**
 * What an edition path shows: the markets module decides the store, the language and the view kind; browse
 * kinds load their page. A redirect result redirects, a missing or failed page answers 404, an outage 503.
 */
export async function loadEditionPage(location: ParsedLocation): Promise<EditionPageData> {
  const request = await resolveEditionRequest({ data: { path: location.pathname, search: location.searchStr } })
  const locale = localeOfEdition(request.resolved.market.edition)
  const browsing = isBrowseRoute(request.resolved.route)
  const search = carriesSecret(request.resolved.route) ? '' : location.searchStr
  const [, browse] = await Promise.all([loadDictionary(locale), browsing ? fetchBrowsePage(location.pathname, search, listingPageSize()) : null])
  if (browse?.redirect) throw redirect({ href: browse.redirect.location, statusCode: browse.redirect.status })
  const body = browse ? pageBodyOf(browse) : null
  if (body) await preloadPageBody(body)
  const page = {
    ...request,
    ...browse?.links,
    locale,
    browse: browse ? jsonTextOf(browse) : null,
    bodyChunks: body ? pageBodyChunkUrls(body) : [],
    ...(browse?.partFailures ? { partFailures: browse.partFailures } : {}),
  }
  if (request.resolved.route.kind === 'not-found' || (browse && browse.status === 404)) throw notFound({ data: page })
  if (browse && browse.status >= 500) answerWithStatus(browse.status)
  return page
}

export const browsePageOf = (page: EditionPageData): BrowsePageData | null => (page.browse ? valueOfJsonText<BrowsePageData>(page.browse) : null)

/** The translations of the page's language, whose dictionary is loaded before the page renders. */
export function translationsOf(page: EditionPageData) {
  return translationsFor(page.locale)
}

/**
 * Title and description from the page's metadata, canonical and alternates from its edition links, the
 * page body's chunks as module preloads, and `noindex` on account pages.
 */
export function editionHead(page: EditionPageData) {
  const { head, resolved } = page
  const browse = browsePageOf(page)
  const metadata = pageMetadataOf(browse)
  const LL = translationsOf(page)
  // An error answer's title is the error page's heading, which the error view gives: one title, never two.
  const failed = browse !== null && browse.status >= 400
  // Search results are titled with the phrase and the shop's name (SPEC §2 "title with brand").
  const title = resolved.route.kind === 'search' ? LL.TITLE_WITH_SHOP({ title: routeTitle(resolved.route, LL), shop: LL.SHOP_NAME() }) : (metadata.title ?? routeTitle(resolved.route, LL))
  return {
    meta: [
      ...(failed ? [] : [{ title }]),
      ...(metadata.description ? [{ name: 'description', content: metadata.description }] : []),
      ...(head.siteVerification ? [{ name: head.siteVerification.name, content: head.siteVerification.content }] : []),
      // A shopper's own pages (login, account) have nothing for a search engine.
      ...(resolved.route.kind === 'account' ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      { rel: 'canonical', href: head.canonical },
      ...head.alternates.map((alternate) => ({ rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href })),
      ...page.bodyChunks.map((href) => ({ rel: 'modulepreload', href })),
    ],
  }
}
