import { createIsomorphicFn } from '@tanstack/react-start'
import type { PageAddress } from '../../domain/requests.ts'
import type { PageReply } from '../../domain/types.ts'
import { fetchPageReply, resolvePage } from '../server/page-content.ts'
import type { PageResolution } from '../views/settled-page.ts'
import { recentValues } from './recent-values.ts'

/**
 * What the browser fetched ahead for a link a shopper is about to follow (the router's intent preloading): the
 * path's resolution and the page's content reply. The navigation that follows takes them instead of asking the
 * server again; the root's page actor still loads the page, from the reply fetched ahead. Kept as long as the
 * router keeps a preload (30 s), a few at a time; a reply is taken once, so a later visit loads afresh.
 */
const KEPT_MS = 30_000
const LIMIT = 20

/** Promises kept a while; a failed fetch ahead is not kept: the navigation asks again and meets the failure itself. */
function keptPromises<T>() {
  const values = recentValues<Promise<T>>({ maxEntries: LIMIT, maxAgeMs: KEPT_MS })
  return {
    read: values.get,
    take(key: string) {
      const value = values.get(key)
      values.delete(key)
      return value
    },
    keep(key: string, value: Promise<T>) {
      values.set(key, value)
      value.catch(() => values.delete(key))
      return value
    },
  }
}

interface ResolutionRequest {
  path: string
  search: string
  pageSize: number
}

const resolutions = keptPromises<PageResolution>()
const replies = keptPromises<PageReply>()

const resolutionKey = (request: ResolutionRequest) => JSON.stringify([request.path, request.search, request.pageSize])
const addressKey = (address: Pick<PageAddress, 'path' | 'search' | 'pageSize'>) => JSON.stringify([address.path, address.search, address.pageSize])

/** A path's resolution: the server's own (kept by it); in the browser the one fetched ahead for it, else the server's answer. */
export const resolvedPage = createIsomorphicFn()
  .server((request: ResolutionRequest): Promise<PageResolution> => Promise.resolve(resolvePage(request)))
  .client((request: ResolutionRequest): Promise<PageResolution> => resolutions.read(resolutionKey(request)) ?? resolutions.keep(resolutionKey(request), Promise.resolve(resolvePage(request))))

/** Fetches a page's content reply ahead of the navigation to it. */
export function prefetchPageReply(address: PageAddress) {
  if (address.content && !replies.read(addressKey(address))) void replies.keep(addressKey(address), fetchPageReply(address, false))
}

const shows = (reply: PageReply | null): reply is Extract<PageReply, { kind: 'page' | 'redirect' }> => reply?.kind === 'page' || reply?.kind === 'redirect'

/** What fetching a page's content ahead found: a page to show (or a redirect), no page at that address, or a failure. */
export type PageAhead = 'shows' | 'missing' | 'failed'

/**
 * A page's content fetched ahead of the navigation to it: the content platform's reply, and when that is no page,
 * the scrape endpoint's (SPEC §4); one that is a page is kept for the navigation's page actor. A listing fetches its
 * next state so before it navigates, so a failure leaves the listing on screen rather than an error page.
 */
export async function fetchPageAhead(request: ResolutionRequest): Promise<PageAhead> {
  const { address } = await resolvedPage(request)
  if (!address.content) return 'shows'
  const key = addressKey(address)
  const first = await (replies.read(key) ?? replies.keep(key, fetchPageReply(address, false))).catch(() => null)
  if (shows(first)) return 'shows'
  replies.take(key)
  const scraped = await fetchPageReply(address, true).catch(() => null)
  if (shows(scraped)) {
    void replies.keep(key, Promise.resolve(scraped))
    return 'shows'
  }
  return scraped?.kind === 'not-found' ? 'missing' : 'failed'
}

/** The page actor's content fetch in the browser: the reply fetched ahead, if there is one, else the server's. */
export const pageReplyOf = (address: PageAddress): Promise<PageReply> => replies.take(addressKey(address)) ?? fetchPageReply(address, false)
