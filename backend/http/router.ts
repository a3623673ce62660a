import type { FaultBoard } from '../admin/faults.ts'
import { applyFault } from '../admin/faults.ts'

export type Params = Record<string, string>
export type Handler = (request: Request, params: Params) => Promise<Response> | Response

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'
  /** `/a/:name/b` matches one segment per `:name`; a trailing `*` matches the rest as `params['*']`. */
  pattern: string
  handler: Handler
  /** Name under which `POST /admin/faults` can make this endpoint fail. */
  faultTarget?: string
}

function match(pattern: string, pathname: string): Params | undefined {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  const params: Params = {}
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!
    if (part === '*') {
      params['*'] = have.slice(i).map(decodeURIComponent).join('/')
      return params
    }
    const value = have[i]
    if (value === undefined) return undefined
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value)
    else if (part !== value) return undefined
  }
  return want.length === have.length ? params : undefined
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { ...init, headers })
}

/** Dispatches a request to the first matching route, after letting an injected fault take its turn. */
export function createRouter(routes: Route[], faults: FaultBoard): (request: Request) => Promise<Response> {
  return async (request) => {
    const { pathname } = new URL(request.url)
    let pathMatched = false
    for (const route of routes) {
      const params = match(route.pattern, pathname)
      if (!params) continue
      pathMatched = true
      if (route.method !== request.method) continue
      const fault = route.faultTarget ? faults.take(route.faultTarget) : undefined
      if (fault) {
        const faulted = await applyFault(fault)
        if (faulted) return faulted
      }
      try {
        return await route.handler(request, params)
      } catch (error) {
        console.error(`[backend] ${request.method} ${pathname} failed`, error)
        return json({ error: 'Internal error' }, { status: 500 })
      }
    }
    return json({ error: pathMatched ? 'Method not allowed' : 'Not found' }, { status: pathMatched ? 405 : 404 })
  }
}
