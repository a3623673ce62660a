import { createServerFn } from '@tanstack/react-start'
import { createActor, fromPromise, waitFor } from 'xstate'
import { appConfig, type AppConfig } from '../../app.config.ts'
import { pageMachine, type PageRequest } from '../../machines/page.machine.ts'
import type { PageChrome, PageReply } from '../../machines/types.ts'
import { CHROME_SNIPPETS, contentClient, contentPath } from '../../services/content.ts'
import { exchange, jsonInit } from '../../services/http.ts'
import { compactPageData, menuOfEdition } from './compact-browse-page.ts'
import { contentFetch } from './content-fetch.ts'
import { editionRequestOf } from './edition-request.ts'
import { sanitizeContent } from '../components/content/sanitize-content.ts'
import { isRecord, text } from '../components/content/read.ts'
import { listingRequestOf, parseListingParams } from '../components/listing/listing-query.ts'
import type { SuggestionModel } from '../components/search/autosuggest-keys.ts'
import { resolveRequest } from '../markets/index.ts'
import type { BrowsePageData } from '../views/browse-page-data.ts'
import { LISTING_PAGE_SIZE_DESKTOP } from '../../machines/constants.ts'

const SETTLE_TIMEOUT_MS = 10_000

function settingsOf(config: AppConfig, storeCode: keyof AppConfig['keys']) {
  return { contentApiUrl: config.contentApiUrl, instance: config.keys[storeCode].searchInstanceName, scrape: config.scrape, fetch: contentFetch }
}

/**
 * The page request with the listing part of the URL (filters, sort, page) and the search phrase, so a filtered
 * listing or a search is rendered on the server (SPEC §3 "Search request").
 */
function pageBodyOf(request: PageRequest, pageSize: number) {
  const search = new URLSearchParams(request.params)
  const phrase = search.get('searchPhrase') ?? ''
  return {
    url: contentPath(request.seoUrl),
    ...listingRequestOf(parseListingParams(search), pageSize),
    ...(phrase ? { searchPhrase: phrase, isSearch: true } : {}),
    params: request.params,
    constraints: { language: request.language },
  }
}

/** Only redirect codes redirect; anything else the platform says is read as a permanent move. */
const redirectStatusOf = (status: unknown) => (status === 301 || status === 302 || status === 303 || status === 307 || status === 308 ? status : 301)

async function readPage(url: string, init: RequestInit): Promise<PageReply> {
  const reply = await exchange(contentFetch, url, init)
  if (reply.status !== 200) return { kind: 'failed', status: reply.status, statusText: reply.statusText }
  // A reply that is not a JSON object is a broken platform, not a missing page: the scrape fallback gets its turn.
  if (!isRecord(reply.body)) return { kind: 'failed', status: reply.status, statusText: 'Malformed reply' }
  const body = reply.body
  const data = isRecord(body.data) ? body.data : null
  if (!data || Object.keys(data).length === 0) return { kind: 'not-found', status: 404 }
  if (data.type === 'redirect' && typeof data.target === 'string') {
    return { kind: 'redirect', status: redirectStatusOf(data.statusCode), location: data.target }
  }
  return { kind: 'page', status: 200, page: { type: text(data.type, 'page'), language: text(body.language), data } }
}

/** Menu and chrome snippets; the menu carries every edition's texts, so it is read here without narrowing. */
async function chromeOf(config: AppConfig, instance: string, language: string): Promise<{ menu: unknown; snippets: PageChrome['snippets'] }> {
  const client = contentClient({ contentApiUrl: config.contentApiUrl, instance, scrape: config.scrape, fetch: contentFetch })
  const [menuReply, snippets] = await Promise.all([
    exchange(contentFetch, `${config.contentApiUrl}/menu`, { method: 'GET', headers: { accept: 'application/json', 'x-store-instance': instance } }),
    client.fetchSnippets(CHROME_SNIPPETS, language),
  ])
  return { menu: menuOfEdition(isRecord(menuReply.body) ? menuReply.body.menu : [], language), snippets }
}

/**
 * Loads a browse page on the server: the page machine fetches it (with the scrape fallback), the chrome
 * comes with it, and every HTML field is sanitized here so the browser bundle needs no sanitizer.
 */
export const loadBrowsePage = createServerFn({ method: 'GET' })
  .validator((input: { path: string; search: string }) => ({ path: String(input.path), search: String(input.search ?? '') }))
  .handler(async ({ data }): Promise<string> => JSON.stringify(await browsePageOf(data.path, data.search)))

/** Page data travels as JSON: content is open-ended, and the server function only carries serializable types. */
export async function fetchBrowsePage(path: string, search: string): Promise<BrowsePageData> {
  return JSON.parse(await loadBrowsePage({ data: { path, search } })) as BrowsePageData
}

async function browsePageOf(path: string, search: string): Promise<BrowsePageData> {
    const data = { path, search }
    const config = appConfig()
    const resolved = resolveRequest({ path: data.path, search: data.search }, config.external)
    const route = resolved.route
    const edition = resolved.market.edition
    const settings = settingsOf(config, resolved.market.store.code)
    const language = edition
    const chrome = chromeOf(config, settings.instance, language)
    const base = { edition, imageHost: config.imageHostUrl, origin: config.shopOrigin, searchTerm: route.kind === 'search' ? route.searchPhrase : '', params: Object.fromEntries(new URLSearchParams(data.search)) }
    // The cart and favourites pages have no content page of their own: header, footer and snippets come from the chrome.
    if (route.kind === 'cart' || route.kind === 'favourites') {
      const { menu, snippets } = await chrome
      return sanitizeContent({ ...base, status: 200, pageType: route.kind, page: null, redirect: null, menu, snippets })
    }
    if (!('seoUrl' in route)) {
      const { menu, snippets } = await chrome
      return sanitizeContent({ ...base, status: 404, pageType: 'error', page: null, redirect: null, menu, snippets })
    }
    const client = contentClient(settings)
    const machine = pageMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }: { input: PageRequest }) => readPage(`${config.contentApiUrl}/page`, jsonInit(pageBodyOf(input, LISTING_PAGE_SIZE_DESKTOP), { 'x-store-instance': settings.instance }))),
        scrapePage: fromPromise(({ input }: { input: PageRequest }) => client.scrapePage(input)),
        // The chrome is fetched beside the page, not after it.
        fetchChrome: fromPromise<PageChrome, { language: string }>(async () => ({ menu: [], snippets: [] })),
      },
      actions: {
        // Here the page machine runs on its own for one navigation: the loader, not a parent, waits for it to settle.
        notifySettled: () => {},
        // SPEC §8: a page-load failure is logged, with status, cause and error id, where the server's logs are read.
        logError: (_, { error }) => console.error(JSON.stringify({ event: 'page-load-failed', path, ...error })),
      },
    })
    const params = { ...base.params, ...(route.kind === 'search' ? { searchPhrase: route.searchPhrase } : {}) }
    const actor = createActor(machine, { input: { seoUrl: route.seoUrl, params, language } }).start()
    try {
      const snapshot = await waitFor(actor, (state) => state.hasTag('settled'), { timeout: SETTLE_TIMEOUT_MS }).catch(() => null)
      const { menu, snippets } = await chrome
      if (!snapshot) {
        console.error(JSON.stringify({ event: 'page-load-timeout', path, timeoutMs: SETTLE_TIMEOUT_MS }))
        return sanitizeContent({ ...base, status: 503, pageType: 'error', page: null, redirect: null, menu, snippets })
      }
      const context = snapshot.context
      if (snapshot.matches('redirecting') && context.redirect) {
        return { ...base, status: context.redirect.status, pageType: 'redirect', page: null, redirect: context.redirect, menu: [], snippets: [] }
      }
      if (snapshot.matches('ready') && context.page) {
        const pageType = route.kind === 'search' ? 'search' : context.page.type
        const selfLinks = context.page.data.self?.selfLinks
        const links = selfLinks ? editionRequestOf(config, data, selfLinks) : undefined
        return sanitizeContent({
          ...base,
          status: 200,
          pageType,
          page: { ...context.page, data: compactPageData(context.page.data) },
          redirect: null,
          menu,
          snippets,
          ...(links ? { links: { head: links.head, languages: links.languages } } : {}),
        })
      }
      // Missing page data shows the 404 error page (SPEC §2); other failures the generic error content, and a
      // platform that could not be reached is an outage (503), never a page that does not exist.
      const status = !snapshot.matches('failed') || !context.error || context.error.status === 404 ? 404 : context.error.status === 0 ? 503 : 500
      return sanitizeContent({ ...base, status, pageType: 'error', page: null, redirect: null, menu, snippets })
    } finally {
      actor.stop()
    }
}

/** Autosuggest (SPEC §9): four results at offset 0 from the content platform's search. */
export const suggestProducts = createServerFn({ method: 'GET' })
  .validator((input: { path: string; term: string }) => ({ path: String(input.path), term: String(input.term).slice(0, 200) }))
  .handler(async ({ data }): Promise<SuggestionModel[]> => {
    const config = appConfig()
    const resolved = resolveRequest({ path: data.path }, config.external)
    const client = contentClient(settingsOf(config, resolved.market.store.code))
    try {
      const items = await client.suggest({ term: data.term, language: resolved.market.edition })
      return items.slice(0, 4).map((item) => ({ id: item.id, title: item.title, href: item.url, group: item.group, image: item.pictureUrl ?? null }))
    } catch {
      return []
    }
  })
