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

const shows = (reply: PageReply | null): reply is PageReply => reply?.kind === 'page' || reply?.kind === 'redirect'

/**
 * Whether a page can be shown, found out before the navigation to it: its content reply is fetched ahead, and when
 * that is no page, the scrape endpoint's (SPEC §4), and the one that is a page is kept for the navigation's page
 * actor. A listing asks this before it loads another state of itself, so a failure leaves the listing on screen
 * rather than replacing it with the error page.
 */
export async function pageLoadsAhead(request: ResolutionRequest): Promise<boolean> {
  const { address } = await resolvedPage(request)
  if (!address.content) return true
  const key = addressKey(address)
  const first = await (replies.read(key) ?? replies.keep(key, fetchPageReply(address, false))).catch(() => null)
  if (shows(first)) return true
  replies.take(key)
  const scraped = await fetchPageReply(address, true).catch(() => null)
  if (!shows(scraped)) return false
  void replies.keep(key, Promise.resolve(scraped))
  return true
}

/** The page actor's content fetch in the browser: the reply fetched ahead, if there is one, else the server's. */
export const pageReplyOf = (address: PageAddress): Promise<PageReply> => replies.take(addressKey(address)) ?? fetchPageReply(address, false)
