import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { createActor, fromPromise, waitFor } from 'xstate'
import { appConfig, type AppConfig } from '../../app.config.ts'
import { AUTOSUGGEST_COUNT, LISTING_PAGE_SIZE_DESKTOP } from '../../domain/constants.ts'
import { pageMachine } from '../../machines/page.machine.ts'
import type { PageRequest, QueryValue } from '../../domain/requests.ts'
import type { PageChrome, PageReply } from '../../domain/types.ts'
import { contentClient } from '../../services/content.ts'
import { staleWhileRevalidateCache } from '../../services/stale-while-revalidate.ts'
import { records, text } from '../../domain/json-readers.ts'
import { sanitizeContent } from './sanitize-content.ts'
import { listingRequestOf, parseListingParams } from '../markets/listing-query.ts'
import type { SuggestionModel } from '../views/suggestion-model.ts'
import { accountLinks, resolveRequest } from '../markets/index.ts'
import type { BrowsePageData } from '../views/browse-page-data.ts'
import { compactPageData, compactSnippets, tilesOf } from './compact-browse-page.ts'
import { contentFetch, contentReads } from './content-fetch.ts'
import { editionRequestOf } from './edition-request.ts'
import { isComplete, partFailuresNoted } from './part-failures.ts'

const SETTLE_TIMEOUT_MS = 10_000

interface BrowseRequest {
  path: string
  search: string
  /** Products per listing page: 48 on desktop, 30 on mobile and tablet (SPEC §9). */
  pageSize: number
}

const logContentFailure = (message: string, detail: unknown) => console.error(JSON.stringify({ event: 'content-failed', message, detail }))

const contentOf = (config: AppConfig, storeCode: keyof AppConfig['keys'], log = logContentFailure) =>
  contentClient({
    contentApiUrl: config.contentApiUrl,
    instance: config.keys[storeCode].searchInstanceName,
    scrape: config.scrape,
    fetch: contentFetch,
    reads: contentReads,
    log,
  })

/** The listing part of the URL (filters, sort, page) and the search phrase (SPEC §3 "Search request"). */
function queryOf(search: URLSearchParams, pageSize: number): { [key: string]: QueryValue } {
  const phrase = search.get('searchPhrase') ?? ''
  return { ...listingRequestOf(parseListingParams(search), pageSize), ...(phrase ? { searchPhrase: phrase, isSearch: true } : {}) }
}

/**
 * Loads a browse page: the page machine fetches it through the content service (with the scrape fallback)
 * while the chrome (menu and snippets) loads beside it, and every HTML field is sanitized here so the
 * browser bundle needs no sanitizer. The page names the parts it had to leave out (part-failures.ts).
 */
async function loadPage({ path, search, pageSize }: BrowseRequest): Promise<BrowsePageData> {
  const config = appConfig()
  const resolved = resolveRequest({ path, search }, config.external)
  const route = resolved.route
  const edition = resolved.market.edition
  const failures = partFailuresNoted(logContentFailure)
  const content = contentOf(config, resolved.market.store.code, failures.log)
  const chrome = content.fetchChrome({ language: edition })
  const params = Object.fromEntries(new URLSearchParams(search))
  const accounts = accountLinks(resolved.market, { enabled: config.ssoEnabled, accountHostUrl: config.accountHostUrl, theme: config.ssoTheme })
  const base = { edition, imageHost: config.imageHostUrl, origin: config.shopOrigin, accountLinks: accounts, searchTerm: route.kind === 'search' ? route.searchPhrase : '', params }
  const withoutPage = async (status: number, pageType: string) => sanitizeContent({ ...base, status, pageType, page: null, redirect: null, ...(await chrome), ...failures.noted() })
  // SPEC §1, §6: catalogue mode turns cart and account off for everyone, so their routes do not exist.
  if (config.catalogueMode && (route.kind === 'cart' || route.kind === 'account')) return withoutPage(404, 'error')
  // The cart, favourites and login pages have no content page of their own: header, footer and snippets come from the chrome.
  if (route.kind === 'cart' || route.kind === 'favourites') return withoutPage(200, route.kind)
  if (route.kind === 'account') {
    // The pages of the e-mailed links (reset password, activate account): their views come with their routes.
    if (route.page === 'resetPassword' || route.page === 'activateAccount') return withoutPage(200, 'account')
    // With SSO on in an SSO store, account pages are on the account site (SPEC §2): the shop's own route sends them there.
    const link = accounts[route.page]
    if (!link.startsWith('/')) return { ...base, status: 302, pageType: 'redirect', page: null, redirect: { location: link, status: 302 }, menu: [], snippets: [] }
    if (route.page === 'login') return withoutPage(200, 'login')
    // The customer area's own data loads in the browser, from the customer's token: the page carries none of it.
    return withoutPage(200, 'account')
  }
  if (!('seoUrl' in route)) return withoutPage(404, 'error')

  // A product page's recommendations load beside the chrome as soon as the page is known, not after it settles.
  let recommendations: Promise<Array<Record<string, unknown>>> = Promise.resolve([])
  const recommendFor = (reply: PageReply) => {
    const productId = reply.kind === 'page' && reply.page.type === 'product-group' ? text(records(reply.page.data.products)[0]?.id) : ''
    if (productId) recommendations = content.fetchRecommendations({ productIds: [productId] }).then(tilesOf)
    return reply
  }
  const machine = pageMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: PageRequest }) => content.fetchPage(input).then(recommendFor)),
      scrapePage: fromPromise(({ input }: { input: PageRequest }) => content.scrapePage(input).then(recommendFor)),
      fetchChrome: fromPromise<PageChrome, { language: string }>(() => chrome),
    },
    actions: {
      // Here the page machine runs on its own for one navigation: the loader, not a parent, waits for it to settle.
      notifySettled: () => {},
      // SPEC §8: a page-load failure is logged, with status, cause and error id, where the server's logs are read.
      logError: (_, { error }) => console.error(JSON.stringify({ event: 'page-load-failed', path, ...error })),
    },
  })
  const query = queryOf(new URLSearchParams(search), pageSize)
  const pageParams = { ...params, ...(route.kind === 'search' ? { searchPhrase: route.searchPhrase } : {}) }
  const actor = createActor(machine, { input: { seoUrl: route.seoUrl, params: pageParams, language: edition, query } }).start()
  try {
    const snapshot = await waitFor(actor, (state) => state.hasTag('settled'), { timeout: SETTLE_TIMEOUT_MS }).catch(() => null)
    if (!snapshot) {
      console.error(JSON.stringify({ event: 'page-load-timeout', path, timeoutMs: SETTLE_TIMEOUT_MS }))
      return withoutPage(503, 'error')
    }
    const context = snapshot.context
    if (snapshot.matches('redirecting') && context.redirect) {
      return { ...base, status: context.redirect.status, pageType: 'redirect', page: null, redirect: context.redirect, menu: [], snippets: [] }
    }
    if (snapshot.matches('ready') && context.page) {
      const selfLinks = context.page.data.self?.selfLinks
      const links = selfLinks ? editionRequestOf(config, { path, search }, selfLinks) : undefined
      const recommended = await recommendations
      return sanitizeContent({
        ...base,
        status: 200,
        pageType: route.kind === 'search' ? 'search' : context.page.type,
        page: { ...context.page, data: compactPageData(context.page.data) },
        redirect: null,
        ...context.chrome,
        ...(recommended.length > 0 ? { recommendations: recommended } : {}),
        ...(links ? { links: { head: links.head, languages: links.languages } } : {}),
        ...failures.noted(),
      })
    }
    // Missing page data shows the 404 error page (SPEC §2), and so does a page load that failed (SPEC §4:
    // "on a page-load failure the server answers 404"): whatever the platform answered to an address, the
    // shopper never gets a 5xx for it. A platform that could not be reached is an outage (503).
    const status = snapshot.matches('failed') && context.error?.status === 0 ? 503 : 404
    return withoutPage(status, 'error')
  } finally {
    actor.stop()
  }
}

/** A page as it travels into the HTML: with only the snippets its views read. */
const loadCompactPage = async (request: BrowseRequest): Promise<BrowsePageData> => {
  const page = await loadPage(request)
  return { ...page, snippets: compactSnippets(page.snippets, page.pageType) }
}

/**
 * Assembled pages are kept like the content replies they come from (DESIGN "Budgets"): a warm page costs no
 * content call, no machine run and no sanitizing. Only complete pages and redirects are kept; errors and
 * pages with a part left out are asked again.
 */
const browsePages = (() => {
  let cache: ((key: string, request: BrowseRequest) => Promise<BrowsePageData>) | null = null
  return (request: BrowseRequest) => {
    cache ??= staleWhileRevalidateCache(loadCompactPage, (page) => (page.status === 200 && isComplete(page)) || page.pageType === 'redirect', { ...appConfig().contentCache, maxEntries: 2_000 })
    return cache(JSON.stringify([request.path, request.search, request.pageSize]), request)
  }
})()

const browseRequestOf = (input: { path: string; search: string; pageSize?: number }): BrowseRequest => ({
  path: String(input.path),
  search: String(input.search ?? ''),
  pageSize: Number(input.pageSize) > 0 ? Math.min(Math.floor(Number(input.pageSize)), LISTING_PAGE_SIZE_DESKTOP) : LISTING_PAGE_SIZE_DESKTOP,
})

/** Client navigations ask the server; page data travels as JSON because content is open-ended. */
const loadBrowsePage = createServerFn({ method: 'GET' })
  .validator(browseRequestOf)
  .handler(async ({ data }): Promise<string> => JSON.stringify(await browsePages(data)))

/** The page a browse route renders: read from the server's cache during SSR, through the server function in the browser. */
export const fetchBrowsePage = createIsomorphicFn()
  .server((path: string, search: string, pageSize?: number): Promise<BrowsePageData> => browsePages(browseRequestOf({ path, search, pageSize })))
  .client(async (path: string, search: string, pageSize?: number): Promise<BrowsePageData> => JSON.parse(await loadBrowsePage({ data: { path, search, pageSize } })) as BrowsePageData)

/** Autosuggest (SPEC §9): four results at offset 0 from the content platform's search. */
export const suggestProducts = createServerFn({ method: 'GET' })
  .validator((input: { path: string; term: string }) => ({ path: String(input.path), term: String(input.term).slice(0, 200) }))
  .handler(async ({ data }): Promise<SuggestionModel[]> => {
    const config = appConfig()
    const resolved = resolveRequest({ path: data.path }, config.external)
    try {
      const items = await contentOf(config, resolved.market.store.code).suggest({ term: data.term, language: resolved.market.edition })
      return items.slice(0, AUTOSUGGEST_COUNT).map((item) => ({ id: item.id, title: item.title, href: item.url, group: item.group, image: item.pictureUrl ?? null }))
    } catch {
      return []
    }
  })
