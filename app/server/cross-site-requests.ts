import { createCsrfMiddleware, createMiddleware, createServerOnlyFn } from '@tanstack/react-start'
import { appConfig } from '../../app.config.ts'

/**
 * Cross-site requests are refused with 403 before anything is done, by the framework's CSRF check: a browser
 * names where a request comes from in `Sec-Fetch-Site` (or, older ones, `Origin`), and only the shop's own
 * pages may post to the shop. The shop's own origin is the one the request was made to, or its public origin
 * (`SHOP_ORIGIN`) when a proxy in front of it speaks another scheme or host. Server-only: the browser's copy of
 * this module then does not keep the server's configuration reader.
 */
const ownOrigin = createServerOnlyFn((origin: string, { request }: { request: Request }) => origin === new URL(request.url).origin || origin === new URL(appConfig().shopOrigin).origin)

const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS'

/** Server functions: only the shop's own pages call them, and every browser says so, even for a GET. */
export const serverFunctionsFromOwnPages = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
  origin: ownOrigin,
})

/**
 * The endpoints (newsletter, error log, customer data): a post another site's page makes is refused; a post
 * naming no origin at all comes from no browser page (a service, a script), which no other site can make a
 * shopper's browser send.
 */
export const postsFromOwnPages = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'router' && !isSafeMethod(ctx.request.method),
  origin: ownOrigin,
  allowRequestsWithoutOriginCheck: true,
})

const badRequest = (message: string) => Response.json({ error: message }, { status: 400 })

/** Whether a server-function request got as far as the function: set by `serverFunctionInput`. */
interface ServerFunctionCall {
  reached: boolean
}

/**
 * A server function's envelope is JSON (the body of a POST, sent as `application/json`; the `payload`
 * parameter of a GET) naming a function of the shop. The framework answers 500 to one it cannot read or find,
 * before the function is reached; that is the caller's mistake, so it is answered 400. A failure once the
 * function was reached keeps its status.
 */
export const serverFunctionEnvelope = createMiddleware().server(async ({ request, handlerType, next }) => {
  if (handlerType !== 'serverFn') return next()
  if (request.method === 'POST' && !request.headers.get('content-type')?.includes('application/json')) return badRequest('A server function takes a JSON body (application/json)')
  const call: ServerFunctionCall = { reached: false }
  const unread = () => badRequest('The server function request could not be read')
  try {
    const result = await next({ context: { serverFunctionCall: call } })
    return !call.reached && result.response.status >= 500 ? unread() : result
  } catch (error) {
    // An unknown function's id is thrown rather than answered.
    if (call.reached) throw error
    return unread()
  }
})

/**
 * Every server function takes an object of named values, or nothing (then it reads an empty one); anything else
 * is a 400, not a TypeError in its validator.
 */
export const serverFunctionInput = createMiddleware({ type: 'function' }).server(({ data, context, next }) => {
  const call = (context as unknown as { serverFunctionCall?: ServerFunctionCall } | undefined)?.serverFunctionCall
  if (call) call.reached = true
  if (data === undefined) return next({ data: {} } as never)
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw Object.assign(new Error('The server function input must be an object'), { status: 400 })
  return next()
})
