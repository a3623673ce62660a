import type { Fetch } from './http.ts'

export interface StaleWhileRevalidateOptions {
  /** How long a reply is served without asking again. */
  freshMs: number
  /** How long after that a reply is still served at once while a fresh one is fetched behind it. */
  staleMs: number
  /** Replies kept at most; the least recently used go first. */
  maxEntries: number
  now?: () => number
}

interface StoredReply {
  status: number
  statusText: string
  headers: [string, string][]
  body: string
  storedAt: number
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
 * stale-while-revalidate), so a warm page does not wait on the content platform: fresh replies are served
 * from memory, stale ones too while one request refreshes them, and identical requests in flight share one
 * call. Only 200 replies are kept; failures always go through, so the scrape fallback still sees them.
 */
export function staleWhileRevalidate(fetchImpl: Fetch, options: StaleWhileRevalidateOptions): Fetch {
  const now = options.now ?? Date.now
  const stored = new Map<string, StoredReply>()
  const inFlight = new Map<string, Promise<StoredReply>>()

  const remember = (key: string, reply: StoredReply) => {
    stored.delete(key)
    stored.set(key, reply)
    if (stored.size > options.maxEntries) stored.delete(stored.keys().next().value!)
  }

  const load = (key: string, input: RequestInfo | URL, init: RequestInit | undefined): Promise<StoredReply> => {
    const running = inFlight.get(key)
    if (running) return running
    const request = (async () => {
      const response = await fetchImpl(input, init)
      const reply = { status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body: await response.text(), storedAt: now() }
      if (reply.status === 200) remember(key, reply)
      return reply
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, request)
    return request
  }

  const cached: Fetch = async (input, init) => {
    const key = keyOf(input, init)
    if (key === null) return fetchImpl(input, init)
    const hit = stored.get(key)
    const age = hit ? now() - hit.storedAt : Infinity
    if (hit && age <= options.freshMs) return replyOf(hit)
    if (hit && age <= options.freshMs + options.staleMs) {
      // Served stale now; the refresh's failure is dropped, the stale reply stays until it expires.
      load(key, input, init).catch(() => undefined)
      return replyOf(hit)
    }
    return replyOf(await load(key, input, init))
  }
  return cached
}
