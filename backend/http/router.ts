import { FastResponse } from 'srvx'
import type { FaultBoard } from '../admin/faults.ts'
import { applyFault } from '../admin/faults.ts'
import { isBadInput } from './bad-input.ts'
import { readBoundedBody, MAX_BODY_BYTES } from './body-limit.ts'

export type Params = Record<string, string>

/** Who sent the request, as far as the connection tells. */
interface RequestClient {
  /** The peer's IP address; `unknown` when the server does not say (a request handed to `fetch` directly). */
  address: string
}

export type Handler = (request: Request, params: Params, client: RequestClient) => Promise<Response> | Response

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'
  /** `/a/:name/b` matches one segment per `:name`; a trailing `*` matches the rest as `params['*']`. */
  pattern: string
  handler: Handler
  /** Name under which `POST /admin/faults` can make this endpoint fail. */
  faultTarget?: string
  /**
   * Headers every answer of this endpoint carries, an injected fault's and a failure's too: the CORS headers of an
   * API browsers call, without which a browser reads a fault of the API as a network error.
   */
  headers?: Record<string, string>
  /**
   * For pages a person opens in a browser: the page shown when the endpoint fails (an injected fault, an
   * internal error, or input it cannot read), instead of the JSON error an API client gets.
   */
  failurePage?: (request: Request, status: number) => Response | Promise<Response>
}

type Match = { params: Params } | { malformed: true } | undefined

function match(pattern: string, pathname: string): Match {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  const params: Params = {}
  try {
    for (let i = 0; i < want.length; i++) {
      const part = want[i]!
      if (part === '*') {
        params['*'] = have.slice(i).map(decodeURIComponent).join('/')
        return { params }
      }
      const value = have[i]
      if (value === undefined) return undefined
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value)
      else if (part !== value) return undefined
    }
  } catch (error) {
    // A parameter that is not valid percent-encoded UTF-8 (`%zz`, `%E0%A4%A`): the caller's mistake.
    if (error instanceof URIError) return want.length === have.length || want.includes('*') ? { malformed: true } : undefined
    throw error
  }
  return want.length === have.length ? { params } : undefined
}

/**
 * A JSON reply. srvx's FastResponse is a Response that the server writes to the socket in one piece, with its
 * length, instead of streaming it through a web stream.
 */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json; charset=utf-8')
  return new FastResponse(JSON.stringify(body), { ...init, headers })
}

const BAD_REQUEST = 'Bad request: a value in the path, query or body is malformed or out of range'

/** srvx puts the peer address on its requests; a plain `Request` has none. */
const clientOf = (request: Request): RequestClient => ({ address: (request as Request & { ip?: string }).ip ?? 'unknown' })

/**
 * Dispatches a request to the first matching route, after letting an injected fault take its turn. Bodies are
 * read here, once, up to `MAX_BODY_BYTES` (413 beyond). What the caller's input breaks (a bad percent-encoding, a
 * value the database cannot hold) is a 400; only the backend's own failures are a 500.
 */
export function createRouter(routes: Route[], faults: FaultBoard): (request: Request) => Promise<Response> {
  return async (incoming) => {
    const { pathname } = new URL(incoming.url)
    const client = clientOf(incoming)
    let pathMatched = false
    for (const route of routes) {
      const matched = match(route.pattern, pathname)
      if (!matched) continue
      pathMatched = true
      if (route.method !== incoming.method) continue
      const failed = async (status: number, body: Record<string, string>) =>
        route.failurePage ? route.failurePage(incoming, status) : json(body, { status, headers: route.headers })
      if ('malformed' in matched) return failed(400, { error: BAD_REQUEST })
      const request = await readBoundedBody(incoming)
      // A body over the limit is refused (body-limit.ts): the connection closes after the answer instead of being reused.
      if (!request) return json({ error: `Request body larger than ${MAX_BODY_BYTES} bytes` }, { status: 413, headers: { connection: 'close' } })
      const fault = route.faultTarget ? faults.take(route.faultTarget) : undefined
      if (fault) {
        const faulted = await applyFault(fault)
        if (faulted) return route.failurePage ? route.failurePage(incoming, faulted.status >= 500 ? faulted.status : 502) : withHeaders(faulted, route.headers)
      }
      try {
        return await route.handler(request, matched.params, client)
      } catch (error) {
        if (isBadInput(error)) return failed(400, { error: BAD_REQUEST })
        console.error(`[backend] ${incoming.method} ${pathname} failed`, error)
        return failed(500, { error: 'Internal error' })
      }
    }
    return json({ error: pathMatched ? 'Method not allowed' : 'Not found' }, { status: pathMatched ? 405 : 404 })
  }
}

function withHeaders(response: Response, headers: Record<string, string> | undefined): Response {
  for (const [name, value] of Object.entries(headers ?? {})) response.headers.set(name, value)
  return response
}
