import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { localeOfEdition } from '../../i18n/editions.ts'
import type { Locales } from '../../i18n/i18n-types.ts'
import { loadDictionary } from '../../i18n/load-dictionary.ts'
import { translationsFor } from '../../i18n/translations.ts'
import { routeTitle } from '../components/edition/route-title.ts'
import { ownAddressOf, publicPathOfRoute } from '../markets/index.ts'
import { resolvePageLinks } from '../server/page-content.ts'
import type { PartFailures } from '../server/part-failures.ts'
import { answerWithStatus } from '../server/response-status.ts'
import { settledPageOf, type PageLoad } from '../state/page-load.ts'
import { prefetchPageReply, resolvedPage } from '../state/page-prefetch.ts'
import { listingPageSize } from './listing-viewport.ts'
import { pageMetadataOf, type PageMetadata } from './page-metadata.ts'
import { pageBodyChunkUrls, pageBodyOf, pageBodyOfRoute, preloadPageBody } from './page-bodies.ts'
import { browsePageOf, statusOf, type PageResolution } from './settled-page.ts'

/**
 * What a route knows of its page once the root's page actor has settled; the page itself is read from the root's
 * snapshot (edition-view.tsx). The part failures are named here, where the rendered-page cache reads them.
 */
export interface EditionPageData extends PageResolution, PartFailures {
  /** The edition's dictionary is loaded before the page renders: by the loader, and before hydration (client.tsx). */
  locale: Locales
  /** The status the page answers with. */
  status: number
  metadata: PageMetadata
  /** The browser chunks of the page's body, preloaded with a server-rendered page; empty when the browser navigates. */
  bodyChunks: string[]
}

/** The data an edition route's loader gave a not-found answer, told from whatever else the router passes on. */
export const isEditionPageData = (data: unknown): data is EditionPageData => typeof data === 'object' && data !== null && 'resolved' in data && 'locale' in data

/**
 * What an edition path shows: the markets module decides the store, the language and the view kind, and the
 * root's page actor loads the page (on the server with the root, in the browser on the tab's root). A redirect
 * result redirects, a missing or failed page answers 404, an outage 503.
 */
export async function loadEditionPage(location: ParsedLocation, load: PageLoad): Promise<EditionPageData> {
  // The page is the public path's (`/search-de`, not the router's `/de/search`).
  const path = publicPathOfRoute(location.pathname)
  const resolution = await resolvedPage({ path, search: location.searchStr, pageSize: listingPageSize() })
  if (resolution.canonicalRedirect) throw redirect({ href: `${resolution.canonicalRedirect}${location.searchStr}`, statusCode: 301 })
  if (load.preload) return preparedPage(resolution)
  const locale = localeOfEdition(resolution.resolved.market.edition)
  const [, page] = await Promise.all([loadDictionary(locale), settledPageOf(resolution.address, load)])
  const route = resolution.resolved.route
  // With SSO on in an SSO store, account pages are on the account site (SPEC §2): the shop's own route sends them there.
  const accountLink = route.kind === 'account' ? resolution.shop.accountLinks[route.page] : null
  if (accountLink && !accountLink.startsWith('/')) throw redirect({ href: accountLink, statusCode: 302 })
  if (page?.value === 'redirecting' && page.context.redirect) throw redirect({ href: page.context.redirect.location, statusCode: page.context.redirect.status })
  // A path in other letters, or a product's id spelled otherwise, comes typed or from another site, so always to the
  // server: the shop's own links are written as the platform spells them, and the browser's code does without the check.
  const ownAddress = import.meta.env.SSR ? ownAddressOf(path, page?.context.page?.data.self?.url, resolution.resolved.route.kind) : null
  if (ownAddress) throw redirect({ href: `${ownAddress}${location.searchStr}`, statusCode: 301 })
  const browse = page ? browsePageOf(page, resolution) : null
  const body = browse ? pageBodyOf(browse) : null
  const selfLinks = page?.context.page?.data.self?.selfLinks
  const [links] = await Promise.all([
    selfLinks ? resolvePageLinks({ path, search: location.searchStr, selfLinks }) : null,
    body ? preloadPageBody(body) : null,
  ])
  // No page settled: the content platform did not answer in time (an outage).
  const status = page ? statusOf(page, resolution) : 503
  const data: EditionPageData = {
    ...resolution,
    ...links,
    locale,
    status,
    metadata: pageMetadataOf(browse),
    bodyChunks: body ? pageBodyChunkUrls(body) : [],
    ...(browse?.partFailures ? { partFailures: browse.partFailures } : {}),
  }
  if (status === 404) throw notFound({ data })
  if (status >= 500) answerWithStatus(status)
  return data
}

/**
 * A page a shopper is about to open (the router's intent preloading): its content reply and its body's code are
 * fetched ahead, and nothing reaches the tab's root. The data is never shown: the navigation that follows loads
 * the page through the root (routes reload on entering, edition-route.ts), from what was fetched here.
 */
async function preparedPage(resolution: PageResolution): Promise<EditionPageData> {
  prefetchPageReply(resolution.address)
  const locale = localeOfEdition(resolution.resolved.market.edition)
  const body = pageBodyOfRoute(resolution.resolved.route)
  await Promise.all([loadDictionary(locale), body ? preloadPageBody(body) : null])
  return { ...resolution, locale, status: 200, metadata: pageMetadataOf(null), bodyChunks: [] }
}

/** Pages that show one visitor's own things: nothing on them is for a search engine. */
const PRIVATE_KINDS = new Set<string>(['account', 'cart', 'favourites'])

/** The translations of the page's language, whose dictionary is loaded before the page renders. */
export function translationsOf(page: EditionPageData) {
  return translationsFor(page.locale)
}

/**
 * Title and description from the page's metadata, canonical and alternates from its edition links, the
 * page body's chunks as module preloads, and `noindex` on the pages of one visitor (account pages, the cart, favourites).
 */
export function editionHead(page: EditionPageData) {
  const { head, resolved, metadata } = page
  const LL = translationsOf(page)
  // An error answer's title is the error page's heading, which the error view gives: one title, never two.
  const failed = page.status >= 400
  // Search results are titled with the phrase and the shop's name (SPEC §2 "title with brand").
  const title = resolved.route.kind === 'search' ? LL.TITLE_WITH_SHOP({ title: routeTitle(resolved.route, LL), shop: LL.SHOP_NAME() }) : (metadata.title ?? routeTitle(resolved.route, LL))
  return {
    meta: [
      ...(failed ? [] : [{ title }]),
      ...(metadata.description ? [{ name: 'description', content: metadata.description }] : []),
      ...(head.siteVerification ? [{ name: head.siteVerification.name, content: head.siteVerification.content }] : []),
      // A shopper's own pages (login, account) have nothing for a search engine.
      ...(PRIVATE_KINDS.has(resolved.route.kind) ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      { rel: 'canonical', href: head.canonical },
      ...head.alternates.map((alternate) => ({ rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href })),
      ...page.bodyChunks.map((href) => ({ rel: 'modulepreload', href })),
    ],
  }
}
