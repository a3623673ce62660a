import { getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { createStartHandler, defineHandlerCallback, handleStartError, StartServer } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { FastResponse } from 'srvx'
import { appConfig } from '../app.config.ts'
import type { RouteKindName } from './markets/route-kinds.ts'
import { answeredPages } from './server/answered-pages.ts'
import { cacheControlOf, etagOf, pageCachePolicy, withCachePolicy } from './server/cache-policy.ts'
import { compressedPageOf, isFinalEncoding, pageEncodingOf } from './server/compressed-pages.ts'
import { unreadablePathRedirect } from './server/unreadable-path.ts'
import { healthResponse } from './server/readiness.ts'
import { matchesDatedToWindow } from './server/matches-dated-to-window.ts'
import { pageBytes } from './server/page-edits.ts'
import { freshWindowOf, renderedPages } from './server/rendered-pages.ts'
import { rootSnapshotEdits } from './server/root-snapshot-edit.ts'
import { scriptsAfterFirstPaint } from './server/scripts-after-first-paint.ts'
import { varyOfVisitor, visitorHeadersOf } from './server/visitor-screen.ts'
import { pagePolicyOf, withSecurityHeaders, type SecurityOrigins } from './server/security-headers.ts'
import { warmUp } from './server/warm-up.ts'

let pages: ReturnType<typeof renderedPages> | null = null
let answers: ReturnType<typeof answeredPages> | null = null
const pageAnswers = () => (answers ??= answeredPages({ freshMs: appConfig().contentCache.freshMs, maxEntries: 500, maxBytes: 16 * 1024 * 1024 }))
let origins: SecurityOrigins | null = null

/** What the page policy allows besides the shop itself, from the configuration. */
function securityOrigins(): SecurityOrigins {
  const config = appConfig()
  origins ??= { shopOrigin: config.shopOrigin, images: [config.imageHostUrl, config.storefrontDomain], connect: [config.storefrontDomain] }
  return origins
}

/**
 * Pages are rendered to one string rather than streamed. Nothing a page renders waits on I/O (the loaders have
 * fetched, and each page body is loaded before it renders), so a stream would only add its own cost per chunk:
 * React's stream and the router's transform of it cost about a quarter of a product page's render. The page is
 * answered as its UTF-8 bytes, written with the rewrites of its markup made (page-edits.ts): a Response made
 * from the string itself first searches all of it for unpaired surrogates, which cost a product page more than
 * its head tags. A page found among the rendered pages under
 * the same inputs is answered as it was rendered. Its scripts load once the shopper sees it (scripts-after-first-paint.ts).
 * A page's cache policy, ETag and Vary are set here (cache-policy.ts), and it is compressed here, once per rendered
 * page (compressed-pages.ts). A complete public page in its final bytes is offered to the answered pages, which
 * answer the same request again before the router runs (answered-pages.ts).
 * Its Content-Security-Policy names the hashes of the inline scripts of those very bytes (security-headers.ts).
 */
const renderPage = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  try {
    const status = getSsrStatus(router)
    const render = async (window: number) => {
      const html = await transformHtmlStringWithRouter(router, renderToString(createElement(StartServer, { router })))
      const body = pageBytes(html, [...rootSnapshotEdits(html, router.state.matches), ...scriptsAfterFirstPaint(html), ...matchesDatedToWindow(html, window)])
      pagePolicyOf(body, securityOrigins())
      return body
    }
    const { contentCache } = appConfig()
    pages ??= renderedPages({ freshMs: contentCache.freshMs, maxEntries: 500, maxBytes: 16 * 1024 * 1024 })
    const page =
      status === 200
        ? await pages({ href: router.state.location.publicHref, matches: router.state.matches }, render)
        : await render(freshWindowOf(Date.now(), contentCache.freshMs)).then((body) => ({ body, window: 0, complete: false }))
    const { body } = page
    const policy = pageCachePolicy(routeKindOf(router.state.matches), status)
    responseHeaders.set('cache-control', cacheControlOf(policy, { freshSeconds: contentCache.freshMs / 1000, staleSeconds: contentCache.staleMs / 1000 }))
    if (policy !== 'private') {
      responseHeaders.set('vary', varyOfVisitor(visitorHeadersOf(request.headers)))
      responseHeaders.set('etag', etagOf(body))
    }
    responseHeaders.set('content-security-policy', pagePolicyOf(body, securityOrigins()))
    responseHeaders.append('vary', 'Accept-Encoding')
    const encoding = pageEncodingOf(request.headers.get('accept-encoding'))
    if (encoding) responseHeaders.set('content-encoding', encoding)
    const bytes = encoding ? compressedPageOf(body, encoding) : body
    // Answered as the bytes themselves: the server writes them as they are, with no web stream made of a copy.
    const response = new FastResponse(bytes, { status, headers: responseHeaders })
    if (page.complete && policy === 'public-page' && isFinalEncoding(bytes, encoding)) pageAnswers().offer(request, { response, bytes, window: page.window })
    return response
  } catch (error) {
    console.error(JSON.stringify({ event: 'render-failed', message: error instanceof Error ? error.message : String(error) }))
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

/** The route kind of an edition page (app/routes/$.tsx), from its loaded data or its not-found data. */
function routeKindOf(matches: ReadonlyArray<{ loaderData?: unknown; error?: unknown }>): RouteKindName | null {
  for (const match of matches) {
    for (const data of [match.loaderData, (match.error as { data?: unknown } | undefined)?.data]) {
      const kind = (data as { resolved?: { route?: { kind?: RouteKindName } } } | undefined)?.resolved?.route?.kind
      if (kind) return kind
    }
  }
  return null
}

const startHandler = createStartHandler(renderPage)

/** A response as every answer but a file's leaves: with its cache policy and the security headers. */
const finished = (request: Request, response: Response): Response => withSecurityHeaders(withCachePolicy(request, response), securityOrigins())

/**
 * Health answers first, without the router, then a page answered before (answered-pages.ts); every other response
 * gets its cache policy (app/server/cache-policy.ts) and, pages, server functions, endpoints and errors alike, the
 * security headers (app/server/security-headers.ts).
 */
const startEntry = createServerEntry({
  fetch: async (request, options) => {
    const health = await healthResponse(request)
    if (health) return withSecurityHeaders(health, securityOrigins())
    const kept = pageAnswers().answer(request)
    if (kept) return withCachePolicy(request, kept)
    // The framework throws, as a 500, on a server-function address without a function's id: the caller's mistake.
    if (/^\/_serverFn\/?$/.test(new URL(request.url).pathname)) return finished(request, Response.json({ error: 'No server function named' }, { status: 400 }))
    let response: Response
    try {
      response = await startHandler(request, options)
    } catch (error) {
      response = await handleStartError(error)
    }
    const answer = finished(request, response)
    pageAnswers().keep(request, answer)
    return answer
  },
})

/**
 * The framework answers a path it cannot read with an empty 400 before its entry's own code runs: such a page is
 * sent on to a path it can read first (app/server/unreadable-path.ts).
 */
const entry: typeof startEntry = {
  fetch: (request, options) => {
    const redirect = unreadablePathRedirect(request)
    return redirect ? finished(request, redirect) : startEntry.fetch(request, options)
  },
}

export default entry

/** Files served beside the app (the build's assets, `public/`: scripts/serve-shop.mjs) leave with the same headers. */
export const withFileSecurityHeaders = (response: Response): Response => withSecurityHeaders(response, securityOrigins())

/** Renders pages of the sitemap through this entry before the worker listens (app/server/warm-up.ts). */
export const warmUpWorker = (origin: string): Promise<number> => warmUp(async (request) => entry.fetch(request), origin)
