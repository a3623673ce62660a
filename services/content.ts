import { array, define, enums, lazy, nullable, number, optional, record, string, type, union, unknown, type Describe, type Infer } from 'superstruct'
import { AUTOSUGGEST_COUNT, AUTOSUGGEST_OFFSET } from '../domain/constants.ts'
import { derivedOnce } from '../domain/derived-once.ts'
import { isRecord } from '../domain/json-readers.ts'
import { listingProductOf } from '../domain/listing-product.ts'
import { listingSortOf, type ListingSort } from '../domain/listing-sort.ts'
import type { PageRequest } from '../domain/requests.ts'
import { fail, succeed, type ContentElement, type ListingQuery, type ListingResult, type MenuItem, type PageChrome, type PageReply, type Result, type SearchItem, type Snippet } from '../domain/types.ts'
import { exchange, jsonInit, readReply, type ExchangeOptions, type Fetch, type HttpReply } from './http.ts'
import { batchesOf, CONTENT_MAX_COUNT, listedProductsOf, withMoreProducts } from './listing-batches.ts'
import { sizedRead, type CachedReads } from './stale-while-revalidate.ts'

export interface ContentSettings {
  contentApiUrl: string
  /** The store's search instance, sent as `X-Store-Instance`. */
  instance: string
  scrape: { url: string; user: string; password: string }
  fetch?: Fetch
  /** Where successful reads are kept between requests; without it every call asks the platform. */
  reads?: CachedReads
  /** Where failures are logged (SPEC §8 "Menu failure is logged"). */
  log?: (message: string, detail: unknown) => void
}

/**
 * A JSON object whose fields are read one by one where they are used: checked as an object only, since walking
 * every field of every product in a reply with a validator per field cost more than the rest of its reading.
 */
const JsonObject = define<Record<string, unknown>>('JsonObject', isRecord)
const PageBody = type({ status: optional(number()), language: optional(string()), data: optional(JsonObject) })
/** A menu entry as the platform sends it: text and link per edition (for the language switch), or one of each. */
interface MenuEntry {
  uuid: string
  text: string | Record<string, string>
  link: string | Record<string, string>
  children: MenuEntry[]
}
const PerEdition = union([string(), record(string(), string())])
const MenuEntryShape: Describe<MenuEntry> = type({ uuid: string(), text: PerEdition, link: PerEdition, children: array(lazy(() => MenuEntryShape)) })
const MenuBody = type({ menu: array(MenuEntryShape) })
const SnippetsBody = array(type({ data: type({ snippetId: string(), config: type({ top: type({ elements: array(type({ component: string() })) }) }) }) }))
// Pages without a picture (bundles, blog posts, privacy) carry `picture_url_main: null`.
const SearchItemShape = type({ id: string(), url: string(), title: string(), picture_url_main: optional(nullable(string())), price: optional(unknown()) })
const RecommendationBody = type({ products: array(JsonObject) })
const SitemapBody = type({ entries: array(type({ type: enums(['page', 'category', 'product']), url: string(), selfLinks: record(string(), string()) })) })

/** A page of the edition for its sitemap, with the same page's path in each other edition that has it. */
export type SitemapEntry = Infer<typeof SitemapBody>['entries'][number]
const SearchBody = type({
  total: optional(number()),
  groups: record(string(), type({ total: optional(number()), items: array(SearchItemShape) })),
})

/** What the platform recommends: `similar` products (the default with ids), `accessories`, or `bestsellers`. */
export interface RecommendationRequest {
  productIds?: string[]
  type?: 'similar' | 'accessories' | 'bestsellers'
  /** 1–48; the platform sends 8 when left out. */
  count?: number
}

/**
 * A cold product page waits for its recommendations before it renders; the carousel is extra (a
 * failure only leaves it out), so the page waits this long for it rather than the full content timeout.
 */
const RECOMMENDATIONS_TIMEOUT_MS = 1_500

/** The snippets a page's header and footer are assembled from (SPEC §3 "Snippets by id"). */
const CHROME_SNIPPETS = [
  'header-snippet', 'flyout-snippet', 'cart-flyout-snippet', 'cart-snippets', 'product-highlight-snippet',
  'storefront-settings', 'footer-snippet', 'error-snippet', 'badges-snippet',
]

/** The listing's sorts (SPEC §9) as the platform spells them in its `sorting`: the shop's words stay outside. */
const SORTING: Record<ListingSort, string> = {
  ascending: 'relevance',
  popularity: 'popularity',
  'price-desc': 'price-desc',
  'price-asc': 'price-asc',
  'new-hits': 'new-hits',
}

/**
 * A page reply is read only from a 200 whose body is a page reply: an error body (`error`, `errors`, a status of
 * its own other than 200) or a cut-off one is a failure like any other status, which keeps its status and text
 * for the page's failure, is never kept as a page, and sends the request on to the scrape fallback (SPEC §4).
 * A reply without data is `missing`: no page there, yet not kept either, so a platform that answered emptily
 * for a moment does not hide the page once it answers again.
 */
function pageBodyOf(reply: HttpReply): Result<Infer<typeof PageBody>> {
  if (reply.status !== 200) return fail('transport', reply.statusText, reply.status)
  const body = readReply(reply, PageBody, 'page')
  if (!body.ok) return body
  const raw = reply.body as Record<string, unknown>
  if ('error' in raw || 'errors' in raw || (body.value.status !== undefined && body.value.status !== 200)) {
    return fail('transport', 'page reply is an error', typeof body.value.status === 'number' && body.value.status !== 200 ? body.value.status : 502)
  }
  const data = body.value.data
  if (!data || Object.keys(data).length === 0) return fail('missing', 'page has no data', 404)
  return body
}

/** Only redirect codes redirect; anything else the platform says is read as a permanent move. */
const redirectStatusOf = (status: unknown) => (status === 301 || status === 302 || status === 303 || status === 307 || status === 308 ? status : 301)

/** The menu with the texts and links of one edition only; the entries' other fields (code, flag icon...) stay. */
function menuOfEdition(entries: MenuEntry[], edition: string): MenuItem[] {
  const pick = (value: string | Record<string, string>) => (typeof value === 'string' ? value : (value[edition] ?? ''))
  return entries.map((entry) => ({ ...entry, text: pick(entry.text), link: pick(entry.link), children: menuOfEdition(entry.children, edition) }))
}

// Made once per kept reply: every page of an edition is framed with the same menu and snippets.
const editionMenuOf = derivedOnce(menuOfEdition)
const snippetsOf = derivedOnce((replies: Infer<typeof SnippetsBody>): Snippet[] =>
  replies.map(({ data }) => ({ snippetId: data.snippetId, elements: data.config.top.elements as ContentElement[] })),
)

/** Paths under /global/c/ and /global/p/ are sent as /en/ (SPEC §2 route rules). */
export const contentPath = (seoUrl: string) => seoUrl.replace(/^\/global\/(c|p)\//, '/en/$1/')

/** The content platform: page (with the scrape fallback done by the page machine), menu, snippets, search, recommendations. */
export function contentClient(settings: ContentSettings) {
  const fetchImpl = settings.fetch ?? fetch
  const base = settings.contentApiUrl.replace(/\/+$/, '')
  const store = { 'x-store-instance': settings.instance }
  const log = settings.log ?? (() => {})
  const reads: CachedReads = settings.reads ?? ((_url, _init, read) => read())

  /** One call and the validation of its reply, together, so that only a reply that validated is ever kept. */
  const read = <T>(url: string, init: RequestInit, validate: (reply: HttpReply) => Result<T>, options?: ExchangeOptions) =>
    reads(url, init, async () => {
      const reply = await exchange(fetchImpl, url, init, options)
      return sizedRead(validate(reply), reply.bytes ?? 0)
    })

  /** SPEC §7: the page body; a listing or search adds its query (filters, sort, count, phrase). */
  const pageBody = (request: PageRequest) => {
    const { sort, ...query } = request.query ?? {}
    const sorting = sort === undefined ? {} : { sorting: SORTING[listingSortOf(sort)] }
    return { url: contentPath(request.seoUrl), ...query, ...sorting, params: request.params, constraints: { language: request.language } }
  }

  /** A page reply as the page machine reads it: page, redirect, not found (no data) or failed (no page's reply). */
  async function readPage(url: string, init: RequestInit): Promise<PageReply> {
    const body = await read(url, init, pageBodyOf)
    if (!body.ok) return body.failure.kind === 'missing' ? { kind: 'not-found', status: 404 } : { kind: 'failed', status: body.failure.status ?? 0, statusText: body.failure.message }
    const data = body.value.data!
    if (data.type === 'redirect' && typeof data.target === 'string') {
      return { kind: 'redirect', status: redirectStatusOf(data.statusCode), location: data.target }
    }
    return { kind: 'page', status: 200, page: { type: String(data.type ?? 'page'), language: body.value.language ?? '', data } }
  }

  async function fetchMenu(edition: string): Promise<MenuItem[]> {
    const menu = await read(`${base}/menu`, { method: 'GET', headers: { accept: 'application/json', ...store } }, (reply) => readReply(reply, MenuBody, 'menu'))
    if (menu.ok) return editionMenuOf(menu.value.menu, edition)
    log('menu failed', menu.failure)
    return []
  }

  async function fetchSnippets(snippetIds: string[], language: string): Promise<Snippet[]> {
    const snippets = await read(`${base}/snippets`, jsonInit({ snippetIds, constraints: { language } }, store), (reply) => readReply(reply, SnippetsBody, 'snippets'))
    if (!snippets.ok) {
      log('snippets failed', snippets.failure)
      return []
    }
    return snippetsOf(snippets.value)
  }

  /** Products to recommend beside the given ones (SPEC §1); a failure or a timeout only leaves the carousel out (SPEC §8). */
  async function fetchRecommendations(request: RecommendationRequest): Promise<Array<Record<string, unknown>>> {
    const recommendations = await read(`${base}/recommendation`, jsonInit(request, store), (reply) => readReply(reply, RecommendationBody, 'recommendations'), {
      timeoutMs: RECOMMENDATIONS_TIMEOUT_MS,
    })
    if (recommendations.ok) return recommendations.value.products
    log('recommendations failed', recommendations.failure)
    return []
  }

  /** Every page, category and product page of the instance's edition, for the shop's sitemap. */
  const fetchSitemap = (): Promise<Result<SitemapEntry[]>> =>
    read(`${base}/sitemap`, { method: 'GET', headers: { accept: 'application/json', ...store } }, (reply) => {
      const body = readReply(reply, SitemapBody, 'sitemap')
      return body.ok ? succeed(body.value.entries) : body
    })

  async function search(body: Record<string, unknown>) {
    return read(`${base}/search`, jsonInit(body, store), (reply) => readReply(reply, SearchBody, 'search'))
  }

  /**
   * A page whose listing asks for more products than the platform answers at once (SPEC §9: page size × page):
   * the page comes with the first of them, the rest from the search endpoint in requests within its limit, up to
   * the listing's end. A rest that fails leaves the listing shorter; its load more asks again.
   */
  async function readListingPage(url: string, headers: Record<string, string>, request: PageRequest): Promise<PageReply> {
    const wanted = typeof request.query?.count === 'number' ? request.query.count : 0
    if (wanted <= CONTENT_MAX_COUNT) return readPage(url, jsonInit(pageBody(request), headers))
    const reply = await readPage(url, jsonInit(pageBody({ ...request, query: { ...request.query, count: CONTENT_MAX_COUNT } }), headers))
    const listed = reply.kind === 'page' ? listedProductsOf(reply.page.data) : null
    if (reply.kind !== 'page' || !listed) return reply
    const rest = await Promise.all(
      batchesOf(listed.items.length, Math.min(wanted, listed.total)).map((batch) => search({ ...pageBody(request), ...batch, enableAggregations: false })),
    )
    const more = []
    for (const batch of rest) {
      if (!batch.ok) {
        log('listing batch failed', batch.failure)
        break
      }
      more.push(...(batch.value.groups.product?.items ?? []))
    }
    return { ...reply, page: { ...reply.page, data: withMoreProducts(reply.page.data, more) } }
  }

  return {
    fetchPage: (request: PageRequest) => readListingPage(`${base}/page`, store, request),
    /** SPEC §7 Fallback: the same body to the scrape endpoint, with basic authorization. */
    scrapePage: (request: PageRequest) =>
      readListingPage(settings.scrape.url, { ...store, authorization: `Basic ${btoa(`${settings.scrape.user}:${settings.scrape.password}`)}` }, request),
    fetchMenu,
    fetchSnippets,
    fetchRecommendations,
    fetchSitemap,
    async fetchChrome({ language }: { language: string }): Promise<PageChrome> {
      const [menu, snippets] = await Promise.all([fetchMenu(language), fetchSnippets(CHROME_SNIPPETS, language)])
      return { menu, snippets }
    },
    /** Autosuggest: 4 results at offset 0 (SPEC §9), every group flattened in order. */
    async suggest({ term, language }: { term: string; language: string }): Promise<SearchItem[]> {
      const result = await search({ searchPhrase: term, isSearch: true, count: AUTOSUGGEST_COUNT, offset: AUTOSUGGEST_OFFSET, constraints: { language } })
      if (!result.ok) throw new Error(result.failure.message)
      return Object.entries(result.value.groups).flatMap(([group, { items }]) =>
        items.slice(0, AUTOSUGGEST_COUNT).map((item) => ({ id: item.id, url: item.url, title: item.title, pictureUrl: item.picture_url_main ?? undefined, group })),
      )
    },
    /** A listing of the store whose `currency` its catalogue is priced in, for prices the platform sends without one. */
    async fetchListing(query: ListingQuery & { language: string; currency: string }): Promise<ListingResult> {
      const result = await search({
        url: contentPath(query.url),
        enableAggregations: true,
        aggregations: query.filters,
        sorting: SORTING[listingSortOf(query.sort)],
        count: query.count,
        offset: query.offset,
        constraints: { language: query.language },
      })
      if (!result.ok) throw new Error(result.failure.message)
      const products = result.value.groups.product
      return {
        products: (products?.items ?? []).map((item) => listingProductOf(item, query.currency)),
        total: products?.total ?? result.value.total ?? 0,
      }
    },
  }
}

export type ContentClient = ReturnType<typeof contentClient>
