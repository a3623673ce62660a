import { createHash } from 'node:crypto'
import type { RouteKindName } from '../markets/route-kinds.ts'

/**
 * How long a response may be kept, and by whom (docs/adr/0001-http-caching.md). A public page's HTML is the
 * same for every visitor of its market and device class, so a shared cache (CDN, reverse proxy) keeps it as
 * long as the shop's own content cache would; the browser always asks again, cheaply, with its ETag. What
 * belongs to one shopper is never kept anywhere.
 */
export type CachePolicy = 'public-page' | 'error-page' | 'private'

export interface CacheSettings {
  freshSeconds: number
  staleSeconds: number
}

/** Pages that show no shopper: their HTML is one per market and device class. */
const PUBLIC_KINDS: ReadonlySet<RouteKindName> = new Set(['home', 'content', 'product', 'category', 'blog', 'search', 'favourites'])

/** An error page is kept briefly: long enough to spare the platform a burst of the same failing request, short enough to recover soon. */
const ERROR_PAGE_SECONDS = 10

/** The policy of a rendered page from its route kind and status; a page of no known kind is private. */
export function pageCachePolicy(kind: RouteKindName | null, status: number): CachePolicy {
  if (kind === 'cart' || kind === 'account') return 'private'
  if (status >= 400) return 'error-page'
  return status === 200 && kind !== null && PUBLIC_KINDS.has(kind) ? 'public-page' : 'private'
}

export const PRIVATE = 'private, no-store'

export function cacheControlOf(policy: CachePolicy, settings: CacheSettings): string {
  if (policy === 'public-page') return `public, max-age=0, s-maxage=${settings.freshSeconds}, stale-while-revalidate=${settings.staleSeconds}`
  if (policy === 'error-page') return `public, max-age=0, s-maxage=${ERROR_PAGE_SECONDS}`
  return PRIVATE
}

/** Rendered pages are kept as the same buffer (rendered-pages.ts): each is hashed once. */
const etags = new WeakMap<Buffer, string>()

/**
 * A weak validator of the page's bytes: weak because a proxy or the shop's server may send them compressed,
 * and each encoding is the same page.
 */
export function etagOf(body: Buffer): string {
  let etag = etags.get(body)
  if (!etag) etags.set(body, (etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`))
  return etag
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** RFC 9110 §13.1.2: If-None-Match matches with the weak comparison, and `*` matches any current page. */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/**
 * The last word on every response of the shop's server: one that sets a cookie is a shopper's own, whatever
 * it is; one without a policy (server functions, API routes, redirects) is not kept; a public page the
 * browser already holds is answered `304 Not Modified`.
 */
export function withCachePolicy(request: Request, response: Response): Response {
  let headers = response.headers
  if (headers.has('set-cookie') || !headers.has('cache-control')) {
    // A redirect's headers cannot be changed: the policy goes on a copy.
    headers = new Headers(headers)
    headers.set('cache-control', PRIVATE)
    headers.delete('etag')
    response = new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
  const etag = headers.get('etag')
  if (etag && response.status === 200 && (request.method === 'GET' || request.method === 'HEAD') && matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
    const notModified = new Headers(headers)
    notModified.delete('content-length')
    notModified.delete('content-type')
    return new Response(null, { status: 304, headers: notModified })
  }
  return response
}
