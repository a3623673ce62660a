import type { Fetch } from './http.ts'

export interface StaleWhileRevalidateOptions {
  /** How long a value is served without asking again. */
  freshMs: number
  /** How long after that a value is still served at once while a fresh one is loaded behind it. */
  staleMs: number
  /** Values kept at most; the least recently used go first. */
  maxEntries: number
  now?: () => number
}

interface Stored<V> {
  value: V
  storedAt: number
}

/**
 * Values loaded by request, under a key that names it, and kept with stale-while-revalidate: fresh values are served from memory, stale ones
 * too while one load refreshes them, and identical loads in flight share one call. Only values `keep`
 * accepts are stored; the others (failures) are returned but asked for again next time.
 */
export function staleWhileRevalidateCache<V, R>(
  load: (request: R) => Promise<V>,
  keep: (value: V) => boolean,
  options: StaleWhileRevalidateOptions,
): (key: string, request: R) => Promise<V> {
  const now = options.now ?? Date.now
  const stored = new Map<string, Stored<V>>()
  const inFlight = new Map<string, Promise<V>>()

  const remember = (key: string, value: V) => {
    stored.delete(key)
    stored.set(key, { value, storedAt: now() })
    if (stored.size > options.maxEntries) stored.delete(stored.keys().next().value!)
  }

  const refresh = (key: string, request: R): Promise<V> => {
    const running = inFlight.get(key)
    if (running) return running
    const loading = load(request)
      .then((value) => {
        if (keep(value)) remember(key, value)
        return value
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, loading)
    return loading
  }

  return async (key, request) => {
    const hit = stored.get(key)
    const age = hit ? now() - hit.storedAt : Infinity
    if (hit && age <= options.freshMs) return hit.value
    if (hit && age <= options.freshMs + options.staleMs) {
      // Served stale now; the refresh's failure is dropped, the stale value stays until it expires.
      refresh(key, request).catch(() => undefined)
      return hit.value
    }
    return refresh(key, request)
  }
}

interface StoredReply {
  status: number
  statusText: string
  headers: [string, string][]
  body: string
}

const headerEntries = (headers: HeadersInit | undefined): [string, string][] => [...new Headers(headers).entries()].sort(([a], [b]) => a.localeCompare(b))

function keyOf(input: RequestInfo | URL, init: RequestInit | undefined): string | null {
  const method = (init?.method ?? 'GET').toUpperCase()
  if (typeof init?.body !== 'string' && init?.body !== undefined && init?.body !== null) return null
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  return JSON.stringify([method, url, headerEntries(init?.headers), init?.body ?? ''])
}

const replyOf = (stored: StoredReply) => new Response(stored.body, { status: stored.status, statusText: stored.statusText, headers: stored.headers })

/**
 * A fetch that keeps successful content replies (DESIGN "Budgets": content replies cached with
 * stale-while-revalidate), so a warm page does not wait on the content platform. Only 200 replies are kept;
 * failures always go through, so the scrape fallback still sees them.
 */
export function staleWhileRevalidate(fetchImpl: Fetch, options: StaleWhileRevalidateOptions): Fetch {
  const replies = staleWhileRevalidateCache<StoredReply, [RequestInfo | URL, RequestInit | undefined]>(
    async ([input, init]) => {
      const response = await fetchImpl(input, init)
      return { status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body: await response.text() }
    },
    (reply) => reply.status === 200,
    options,
  )
  return async (input, init) => {
    const key = keyOf(input, init)
    if (key === null) return fetchImpl(input, init)
    return replyOf(await replies(key, [input, init]))
  }
}
