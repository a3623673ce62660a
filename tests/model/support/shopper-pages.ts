import { appConfig } from '../../../app.config.ts'
import { accountLinks } from '../../../app/markets/index.ts'
import { editionRequestOf } from '../../../app/server/edition-request.ts'
import { pageAddressOf } from '../../../app/server/page-address.ts'
import { browsePageOf, type PageResolution, type SettledPage } from '../../../app/views/settled-page.ts'
import type { PageFrame, PageReply } from '../../../domain/types.ts'
import type { Doubles } from './doubles.ts'

/** A page a shopper opens, addressed and resolved as the server does it, so the model loads the pages the shop loads. */
export function shopperPage(path: string, search = ''): PageResolution {
  const config = appConfig()
  const edition = editionRequestOf(config, { path, search })
  const { market } = edition.resolved
  const shop = {
    imageHost: config.imageHostUrl,
    origin: config.shopOrigin,
    accountLinks: accountLinks(market, { enabled: config.ssoEnabled, accountHostUrl: config.accountHostUrl, theme: config.ssoTheme }),
    customerServiceEmail: config.customerServiceEmail,
  }
  return { ...edition, address: pageAddressOf(config, edition.resolved, { path, search }, 48), shop }
}

/** One reply of the page actor's I/O: its content fetch, its scrape fallback or its frame. */
type Reply = { actor: 'fetchPage' | 'scrapePage' | 'fetchChrome' } & ({ output: unknown } | { error: unknown })

/** What a shopper sees once the page has settled: the page actor's state and the status and view it is rendered with. */
interface Shown {
  state: string
  status: number
  pageType: string
}

const frame: PageFrame = { menu: [{ uuid: 'm1', text: 'Produkte', link: '/de/produkte/', children: [] }], snippets: [] }
const pageFound = (type: string): PageReply => ({ kind: 'page', status: 200, page: { type, language: 'de', data: { id: type } } })

/**
 * The answers a page can get (SPEC §4 Content request), each as the replies its page actor's I/O gives in turn and
 * what the shopper then sees. The page type is the content platform's for the page asked for.
 */
export const pageAnswers: Record<string, { replies: (type: string) => Reply[]; shows: (type: string) => Shown }> = {
  'the content platform answers with the page': {
    replies: (type) => [{ actor: 'fetchPage', output: pageFound(type) }, { actor: 'fetchChrome', output: frame }],
    shows: (type) => ({ state: 'ready', status: 200, pageType: type }),
  },
  'the content platform fails and the scrape endpoint answers with the page': {
    replies: (type) => [
      { actor: 'fetchPage', output: { kind: 'failed', status: 503, statusText: 'Service Unavailable' } },
      { actor: 'scrapePage', output: pageFound(type) },
      { actor: 'fetchChrome', output: frame },
    ],
    shows: (type) => ({ state: 'ready', status: 200, pageType: type }),
  },
  'neither knows the page': {
    replies: () => [
      { actor: 'fetchPage', output: { kind: 'not-found', status: 404 } },
      { actor: 'scrapePage', output: { kind: 'not-found', status: 404 } },
      { actor: 'fetchChrome', output: frame },
    ],
    shows: () => ({ state: 'notFound', status: 404, pageType: 'error' }),
  },
  'the content platform redirects': {
    replies: () => [{ actor: 'fetchPage', output: { kind: 'redirect', status: 301, location: '/de/neu/' } }],
    shows: () => ({ state: 'redirecting', status: 301, pageType: 'redirect' }),
  },
  'both the content platform and the scrape endpoint are unreachable': {
    replies: () => [
      { actor: 'fetchPage', error: new Error('offline') },
      { actor: 'scrapePage', error: new Error('offline') },
      { actor: 'fetchChrome', output: frame },
    ],
    shows: () => ({ state: 'failed', status: 503, pageType: 'error' }),
  },
}

/** The page type the content platform gives the page at a resolved address (home and content pages are content pages). */
export function contentTypeOf(resolution: PageResolution): string {
  const { kind } = resolution.resolved.route
  if (kind === 'category') return 'category'
  return kind === 'product' ? 'product-group' : 'page'
}

/** Answers the page actor's I/O in turn, each reply once the actor has asked for it. */
export async function answerPage(io: Doubles, replies: Reply[], settle: () => Promise<void>): Promise<void> {
  for (const reply of replies) {
    if ('output' in reply) io.resolve(reply.actor, reply.output)
    else io.reject(reply.actor, reply.error)
    await settle()
  }
}

/** What the route renders from a settled page: its status and view. */
export function shownOf(page: SettledPage, resolution: PageResolution): Shown {
  const { status, pageType } = browsePageOf(page, resolution)
  return { state: String(page.value), status, pageType }
}
