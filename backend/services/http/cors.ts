import type { Handler } from '../../http/router.ts'

/**
 * Lets the shop's pages call an endpoint from the browser with cookies (SPEC §7 "with credentials"). Only the
 * shop's own origin is allowed, because a credentialed reply must name one origin, never `*`.
 */
export function withShopCors(shopOrigin: string, handler: Handler): Handler {
  return async (request, params, client) => {
    const response = await handler(request, params, client)
    return addCorsHeaders(shopOrigin, request, response)
  }
}

function addCorsHeaders(shopOrigin: string, request: Request, response: Response): Response {
  const headers = new Headers(response.headers)
  headers.append('vary', 'origin')
  if (request.headers.get('origin') === shopOrigin) {
    headers.set('access-control-allow-origin', shopOrigin)
    headers.set('access-control-allow-credentials', 'true')
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** The answer to a CORS preflight from the shop. */
export function preflight(shopOrigin: string, methods: string, headers = 'content-type, accept'): Handler {
  return (request) => {
    const response = new Response(null, {
      status: 204,
      headers: { 'access-control-allow-methods': methods, 'access-control-allow-headers': headers, 'access-control-max-age': '600' },
    })
    return addCorsHeaders(shopOrigin, request, response)
  }
}
