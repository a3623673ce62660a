import { createMiddleware } from '@tanstack/react-start'

/**
 * The answer to a method an address does not take (RFC 9110 §15.5.6): 405, naming the methods it does in `Allow`;
 * an `OPTIONS` request is answered with them. Without it, a route the framework finds no handler for falls through
 * to the page render and answers 200 with an empty page.
 */
export function methodNotAllowed(request: Request, allowed: readonly string[]): Response {
  const headers = { allow: allowed.join(', '), 'cache-control': 'no-store' }
  return request.method === 'OPTIONS' ? new Response(null, { status: 204, headers }) : new Response(null, { status: 405, headers })
}

/** What pages take: they are read, never written to. */
const PAGE_METHODS = ['GET', 'HEAD'] as const

/**
 * A page is only read: any other method is answered before the page's loaders run, so a request that can never
 * be answered with a page costs no content call and no render. Every page route takes it (views/edition-route.tsx).
 */
export const pagesAreOnlyRead = createMiddleware().server(({ request, next }) =>
  request.method === 'GET' || request.method === 'HEAD' ? next() : methodNotAllowed(request, PAGE_METHODS),
)
