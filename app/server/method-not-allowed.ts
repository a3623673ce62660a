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
export const PAGE_METHODS = ['GET', 'HEAD'] as const

/** Whether a request may be answered with a page. */
export const asksForPage = (request: Request) => request.method === 'GET' || request.method === 'HEAD'
