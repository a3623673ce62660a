import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { fromPromise } from 'xstate'
import { appConfig } from '../../app.config.ts'
import { LISTING_PAGE_SIZE_DESKTOP } from '../../domain/constants.ts'
import { derivedOnce } from '../../domain/derived-once.ts'
import { records, text } from '../../domain/json-readers.ts'
import type { PageAddress } from '../../domain/requests.ts'
import type { MenuItem, PageData, PageFrame, PageReply, Snippet } from '../../domain/types.ts'
import { pageMachine, type FrameRequest } from '../../machines/page.machine.ts'
import type { PageResolution } from '../views/settled-page.ts'
import { contentOf, logContentFailure } from './browse-page.ts'
import { compactPageData, compactSnippets, tilesOf } from './compact-browse-page.ts'
import { accountLinks } from '../markets/index.ts'
import { recentValues } from '../state/recent-values.ts'
import { editionRequestOf, serverEditionRequest, type EditionRequest } from './edition-request.ts'
import { pageAddressOf } from './page-address.ts'
import { partFailuresNoted } from './part-failures.ts'
import { sanitizeContent } from './sanitize-content.ts'

/** The page a product page recommends products for: its first product. */
const recommendedForOf = (page: PageData | null): string => (page?.type === 'product-group' ? text(records(page.data.products)[0]?.id) : '')

const storeOf = (path: string) => serverEditionRequest({ path, search: '' }).resolved.market.store.code

/**
 * A page's reply from the content platform (or its scrape endpoint), assembled for the view: listings and sliders
 * compacted to what their tiles show, every HTML field sanitized here, so the browser bundle needs no sanitizer.
 */
async function pageReplyOf(address: PageAddress, scrape: boolean): Promise<PageReply> {
  if (!address.content) return { kind: 'not-found', status: 404 }
  const content = contentOf(appConfig(), storeOf(address.path))
  const reply = await (scrape ? content.scrapePage(address.content) : content.fetchPage(address.content))
  return reply.kind === 'page' ? { ...reply, page: sanitizeContent({ ...reply.page, data: compactPageData(reply.page.data) }) } : reply
}

/**
 * A page's frame: menu and snippets (only those a view reads), a product page's recommendations as tiles,
 * sanitized; the parts that could not be fetched are named, so the page is shown without them and kept for nobody.
 */
async function frameOf(path: string, recommendedFor: string): Promise<PageFrame> {
  const { market } = serverEditionRequest({ path, search: '' }).resolved
  const failures = partFailuresNoted(logContentFailure)
  const content = contentOf(appConfig(), market.store.code, failures.log)
  const [chrome, recommended] = await Promise.all([
    content.fetchChrome({ language: market.edition }),
    recommendedFor ? content.fetchRecommendations({ productIds: [recommendedFor] }).then(tilesOf) : [],
  ])
  const recommendations = recommended.length > 0 ? { recommendations: sanitizeContent(recommended) } : {}
  return { menu: sanitizedMenuOf(chrome.menu), snippets: frameSnippetsOf(chrome.snippets), ...recommendations, ...failures.noted() }
}

// An edition's menu and snippets are the same values for as long as their replies are kept: sanitized once.
const sanitizedMenuOf = derivedOnce((menu: MenuItem[]) => sanitizeContent(menu))
// The error page's snippet travels with every page: any page may turn out to be the error page.
const frameSnippetsOf = derivedOnce((snippets: Snippet[]) => sanitizeContent(compactSnippets(snippets, 'error')))

/**
 * The page machine as the server runs it: the content service fetches, the server assembles. Content replies
 * are kept by the content service (content-fetch.ts); the settled pages by the root's cache (settled-roots.ts).
 * Made at the first use, so that the browser, which imports this module for its server functions, never builds it.
 */
export function serverPageMachine() {
  return (providedPageMachine ??= providePageMachine())
}

let providedPageMachine: ReturnType<typeof providePageMachine> | undefined

const providePageMachine = () => pageMachine.provide({
  actors: {
    fetchPage: fromPromise(({ input }: { input: PageAddress }) => pageReplyOf(input, false)),
    scrapePage: fromPromise(({ input }: { input: PageAddress }) => pageReplyOf(input, true)),
    fetchChrome: fromPromise(({ input }: { input: FrameRequest }) => frameOf(input.address.path, recommendedForOf(input.page))),
  },
  actions: {
    // SPEC §8: a page-load failure is logged, with status, cause and error id, where the server's logs are read.
    logError: ({ context }, { error }) => console.error(JSON.stringify({ event: 'page-load-failed', path: context.address.path, ...error })),
  },
})

interface AddressRequest {
  path: string
  search: string
  pageSize: number
}

const addressRequestOf = (input: AddressRequest): AddressRequest => ({
  path: String(input.path),
  search: String(input.search ?? ''),
  pageSize: Number(input.pageSize) > 0 ? Math.min(Math.floor(Number(input.pageSize)), LISTING_PAGE_SIZE_DESKTOP) : LISTING_PAGE_SIZE_DESKTOP,
})

/** The address of a path on this server: the content request is derived here, never taken from the browser. */
const serverAddressOf = (request: AddressRequest) => pageAddressOf(appConfig(), serverEditionRequest(request).resolved, request, request.pageSize)

// Content is open-ended JSON: it travels to the browser as JSON text (docs/adr/0008).
const pageReplyText = createServerFn({ method: 'GET' })
  .validator((input: AddressRequest & { scrape: boolean }) => ({ ...addressRequestOf(input), scrape: input.scrape === true }))
  .handler(async ({ data }) => JSON.stringify(await pageReplyOf(serverAddressOf(data), data.scrape)))

const pageFrameText = createServerFn({ method: 'GET' })
  .validator((input: { path: string; recommendedFor: string }) => ({ path: String(input.path), recommendedFor: String(input.recommendedFor ?? '').slice(0, 200) }))
  .handler(async ({ data }) => JSON.stringify(await frameOf(data.path, data.recommendedFor)))

/** A page actor's content fetch in the browser (client navigations): the server derives the content request from the address. */
export const fetchPageReply = async (address: PageAddress, scrape: boolean): Promise<PageReply> =>
  JSON.parse(await pageReplyText({ data: { path: address.path, search: address.search, pageSize: address.pageSize, scrape } })) as PageReply

/** A page actor's frame in the browser (client navigations). */
export const fetchPageFrame = async (request: FrameRequest): Promise<PageFrame> =>
  JSON.parse(await pageFrameText({ data: { path: request.address.path, recommendedFor: recommendedForOf(request.page) } })) as PageFrame

/**
 * What a route needs to know of a path before its page loads: market, route kind, head links and language
 * choices (edition-request.ts), the page's address, and the shop's own links the page's views write; for the
 * recent requests, once (the configuration they depend on does not change while the server runs).
 */
const resolutions = recentValues<PageResolution>(2_000)

function serverResolutionOf(request: AddressRequest): PageResolution {
  const key = JSON.stringify([request.path, request.search, request.pageSize])
  const known = resolutions.get(key)
  if (known) return known
  const config = appConfig()
  const edition = serverEditionRequest(request)
  const { market } = edition.resolved
  const shop = {
    imageHost: config.imageHostUrl,
    origin: config.shopOrigin,
    accountLinks: accountLinks(market, { enabled: config.ssoEnabled, accountHostUrl: config.accountHostUrl, theme: config.ssoTheme }),
    customerServiceEmail: config.customerServiceEmail,
  }
  return resolutions.set(key, { ...edition, address: pageAddressOf(config, edition.resolved, request, request.pageSize), shop })
}

const resolvePageFn = createServerFn({ method: 'GET' })
  .validator(addressRequestOf)
  .handler(({ data }) => serverResolutionOf(data))

/** A path's resolution: read on the server during a render, asked of the server by a client navigation. */
export const resolvePage = createIsomorphicFn()
  .server((request: AddressRequest) => serverResolutionOf(addressRequestOf(request)))
  .client((request: AddressRequest) => resolvePageFn({ data: request }))

interface LinksRequest {
  path: string
  search: string
  selfLinks: Record<string, string>
}

/** Head links and language choices that follow a page's `selfLinks` to each edition's equivalent page, for the recent pages. */
const linkedRequests = recentValues<Pick<EditionRequest, 'head' | 'languages'>>(2_000)

function serverLinksOf(request: LinksRequest): Pick<EditionRequest, 'head' | 'languages'> {
  const key = JSON.stringify([request.path, request.search, request.selfLinks])
  const known = linkedRequests.get(key)
  if (known) return known
  const { head, languages } = editionRequestOf(appConfig(), request, request.selfLinks)
  return linkedRequests.set(key, { head, languages })
}

const linksRequestOf = (input: LinksRequest): LinksRequest => ({
  path: String(input.path),
  search: String(input.search ?? ''),
  selfLinks: Object.fromEntries(Object.entries(input.selfLinks ?? {}).map(([key, value]) => [String(key), String(value)])),
})

const resolvePageLinksFn = createServerFn({ method: 'GET' })
  .validator(linksRequestOf)
  .handler(({ data }) => serverLinksOf(data))

/** A content page's links to its equivalents in the other editions: read on the server, asked of it by a client navigation. */
export const resolvePageLinks = createIsomorphicFn()
  .server((request: LinksRequest) => serverLinksOf(linksRequestOf(request)))
  .client((request: LinksRequest) => resolvePageLinksFn({ data: request }))
