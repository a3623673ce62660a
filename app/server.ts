import { getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { createStartHandler, defineHandlerCallback, handleStartError, StartServer } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { appConfig } from '../app.config.ts'
import { renderedPages } from './server/rendered-pages.ts'
import { scriptsAfterFirstPaint } from './server/scripts-after-first-paint.ts'
import { pagePolicyOf, withSecurityHeaders, type SecurityOrigins } from './server/security-headers.ts'

let pages: ReturnType<typeof renderedPages> | null = null
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
 * answered as its UTF-8 bytes: a Response made from the string itself first searches all of it for unpaired
 * surrogates, which cost a product page more than its head tags. A page found among the rendered pages under
 * the same inputs is answered as it was rendered. Its scripts load once the shopper sees it (scripts-after-first-paint.ts).
 * Its Content-Security-Policy names the hashes of the inline scripts of those very bytes (security-headers.ts).
 */
const renderPage = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const status = getSsrStatus(router)
    const render = async () => Buffer.from(scriptsAfterFirstPaint(await transformHtmlStringWithRouter(router, renderToString(createElement(StartServer, { router })))))
    pages ??= renderedPages({ freshMs: appConfig().contentCache.freshMs, maxEntries: 500 })
    const body = status === 200 ? await pages({ href: router.state.location.href, matches: router.state.matches }, render) : await render()
    responseHeaders.set('content-security-policy', pagePolicyOf(body, securityOrigins()))
    return new Response(body, { status, headers: responseHeaders })
  } catch (error) {
    console.error(JSON.stringify({ event: 'render-failed', message: error instanceof Error ? error.message : String(error) }))
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

const startHandler = createStartHandler(renderPage)

/** Every answer, pages, server functions, endpoints and errors alike, leaves with the security headers. */
export default createServerEntry({
  fetch: async (request) => {
    let response: Response
    // The framework throws, as a 500, on a server-function address without a function's id: the caller's mistake.
    if (/^\/_serverFn\/?$/.test(new URL(request.url).pathname)) return withSecurityHeaders(Response.json({ error: 'No server function named' }, { status: 400 }), securityOrigins())
    try {
      response = await startHandler(request)
    } catch (error) {
      response = await handleStartError(error)
    }
    return withSecurityHeaders(response, securityOrigins())
  },
})

/** Files served beside the app (the build's assets, `public/`: scripts/serve-shop.mjs) leave with the same headers. */
export const withFileSecurityHeaders = (response: Response): Response => withSecurityHeaders(response, securityOrigins())
