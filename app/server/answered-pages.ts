import { FastResponse } from 'srvx'
import { recentValues } from '../state/recent-values.ts'
import { pageEncodingOf } from './compressed-pages.ts'
import { visitorHeadersOf } from './visitor-screen.ts'

interface AnsweredPage {
  status: number
  headers: Array<[string, string]>
  bytes: Uint8Array<ArrayBuffer>
  /** The end of the fresh window the page was rendered in. */
  until: number
}

/**
 * Public pages answered again from memory, before the router runs, as a shared cache in front of the shop would
 * answer them (docs/adr/0016-answered-pages.md). A page is kept only when everything says a shared cache may keep
 * it: rendered complete (its render offered it), a public `Cache-Control`, no cookie set. It is kept under the
 * request's address and everything of the request a page depends on: the encoding it is sent in and the visitor
 * headers of its `Vary`; never the cookies, which no page reads. It is answered until its fresh window ends, when
 * the page rendered again would name a new window anyway; the request's `If-None-Match` is then compared as for a
 * rendered page (withCachePolicy).
 */
export function answeredPages(options: { freshMs: number; maxEntries: number; maxBytes: number; now?: () => number }) {
  const now = options.now ?? Date.now
  const pages = recentValues<AnsweredPage>({ maxEntries: options.maxEntries, maxBytes: options.maxBytes, sizeOf: (page, key) => page.bytes.byteLength + 2 * key.length })
  const offered = new WeakMap<Request, { response: Response; bytes: Uint8Array<ArrayBuffer>; window: number }>()

  const keyOf = (request: Request): string | null => {
    if (request.method !== 'GET') return null
    const visitor = visitorHeadersOf(request.headers)
    return [request.url, pageEncodingOf(request.headers.get('accept-encoding')) ?? '', visitor.deviceClass ?? '', visitor.mobileHint ?? '', visitor.userAgent ?? ''].join('\n')
  }

  return {
    /** The page answered before to the same request, within its fresh window; null when there is none. */
    answer(request: Request): Response | null {
      const key = keyOf(request)
      const page = key === null ? undefined : pages.get(key)
      if (!page) return null
      if (page.until <= now()) {
        pages.delete(key!)
        return null
      }
      return new FastResponse(page.bytes, { status: page.status, headers: page.headers })
    },
    /** A complete page, rendered for `request` in the fresh window starting at `window` and answered with `response` carrying `bytes`, may be kept. */
    offer(request: Request, page: { response: Response; bytes: Uint8Array<ArrayBuffer>; window: number }): void {
      offered.set(request, page)
    },
    /** Keeps the offered page if the response that leaves the server is that very page and a shared cache may keep it. */
    keep(request: Request, response: Response): void {
      const page = offered.get(request)
      const key = keyOf(request)
      if (!page || page.response !== response || key === null || response.status !== 200) return
      const { headers } = response
      if (headers.has('set-cookie') || !/^public\b/.test(headers.get('cache-control') ?? '')) return
      pages.set(key, { status: response.status, headers: [...headers], bytes: page.bytes, until: page.window + options.freshMs })
    },
  }
}
