import type { Result } from '../domain/types.ts'

export interface StaleWhileRevalidateOptions<V = unknown> {
  /** How long a value is served without asking again. */
  freshMs: number
  /** How long after that a value is still served at once while a fresh one is loaded behind it. */
  staleMs: number
  /** Values kept at most; the least recently used go first. */
  maxEntries: number
  /**
   * Bytes kept at most, as `sizeOf` counts a value with its key (by default the key's length): a count alone
   * does not bound a server's memory when values are whole pages.
   */
  maxBytes?: number
  sizeOf?: (value: V, key: string) => number
  /**
   * How long a failure is answered again, when there is no good value to serve instead: while a service is
   * down or hanging, each request would otherwise wait for it anew. 0 (the default) asks again every time.
   */
  failureMs?: number
  /** Which failures `failureMs` applies to; by default all. */
  remembersFailure?: (value: V) => boolean
  /** Told when a refresh behind a stale value failed: nobody waits for it, so nobody else would say so. */
  onFailedRefresh?: (key: string, failure: unknown) => void
  now?: () => number
}

interface Stored<V> {
  value: V
  storedAt: number
  bytes: number
}

/**
 * Values loaded by request, under a key that names it, and kept with stale-while-revalidate: fresh values are served from memory, stale ones
 * too while one load refreshes them, and identical loads in flight share one call. Only values `keep`
 * accepts are stored; the others (failures) are returned but asked for again next time, and never replace a
 * value already stored, which is served until it expires.
 */
export function staleWhileRevalidateCache<V, R>(
  load: (request: R) => Promise<V>,
  keep: (value: V) => boolean,
  options: StaleWhileRevalidateOptions<V>,
): (key: string, request: R) => Promise<V> {
  const now = options.now ?? Date.now
  const maxBytes = options.maxBytes ?? Infinity
  const sizeOf = options.sizeOf ?? ((_value: V, key: string) => key.length)
  const stored = new Map<string, Stored<V>>()
  const failed = new Map<string, Stored<V>>()
  const inFlight = new Map<string, Promise<V>>()
  const bytes = new Map<Map<string, Stored<V>>, number>([
    [stored, 0],
    [failed, 0],
  ])

  const forget = (values: Map<string, Stored<V>>, key: string) => {
    const known = values.get(key)
    if (!known) return
    values.delete(key)
    bytes.set(values, bytes.get(values)! - known.bytes)
  }
  const remember = (values: Map<string, Stored<V>>, key: string, value: V) => {
    forget(values, key)
    const size = sizeOf(value, key)
    values.set(key, { value, storedAt: now(), bytes: size })
    bytes.set(values, bytes.get(values)! + size)
    while (values.size > options.maxEntries || (bytes.get(values)! > maxBytes && values.size > 1)) forget(values, values.keys().next().value!)
  }

  const refresh = (key: string, request: R): Promise<V> => {
    const running = inFlight.get(key)
    if (running) return running
    const loading = load(request)
      .then((value) => {
        if (keep(value)) {
          remember(stored, key, value)
          forget(failed, key)
        } else if (options.failureMs && (options.remembersFailure?.(value) ?? true)) remember(failed, key, value)
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
      // Served stale now; a failed refresh is reported, and the stale value stays until it expires.
      refresh(key, request).then(
        (value) => keep(value) || options.onFailedRefresh?.(key, value),
        (error: unknown) => options.onFailedRefresh?.(key, error),
      )
      return hit.value
    }
    const failure = failed.get(key)
    if (failure && now() - failure.storedAt <= (options.failureMs ?? 0)) return failure.value
    return refresh(key, request)
  }
}

/** One read of another service: its call and the validation of its reply, as a typed result. */
type Read<T> = () => Promise<Result<T>>

/** Runs a read for a request, or answers with what an earlier read of the same request brought. */
export type CachedReads = <T>(url: string, init: RequestInit, read: Read<T>) => Promise<Result<T>>

/** A request's headers by lower-case name, in order; a plain object (what the services pass) without building a `Headers`. */
function headerEntries(headers: HeadersInit | undefined): [string, string][] {
  const entries: [string, string][] =
    headers === undefined ? [] : headers instanceof Headers || Array.isArray(headers) ? [...new Headers(headers).entries()] : Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/** The request's key, or null for a body that cannot be compared (such a request is never kept). */
function keyOf(url: string, init: RequestInit): string | null {
  if (typeof init.body !== 'string' && init.body !== undefined && init.body !== null) return null
  return JSON.stringify([(init.method ?? 'GET').toUpperCase(), url, headerEntries(init.headers), init.body ?? ''])
}

/**
 * Reads of the content platform kept with stale-while-revalidate (DESIGN "Budgets"), so a warm page does not
 * wait on it. Only successful reads are kept: a reply that did not come, answered a failure or whose body was
 * unreadable or of an unexpected shape is a failure for its request and is never stored, so the next request
 * asks again. A failed refresh leaves the last good value in place, served until its stale window ends: the
 * shopper keeps the last good menu or page rather than losing it to one bad reply, but never one older than
 * fresh + stale, after which the failure goes through (and the page's scrape fallback gets its turn). Without
 * a good value, a call that got no reply in time is answered as failed again for `failureMs`, so a hanging
 * platform costs one wait, not one per request; an error reply is asked again at once.
 */
/** The size of the reply each read was made from, for the reads' byte budget. */
const replySizes = new WeakMap<Result<unknown>, number>()

/** A read's result, counted in the reads' byte budget as the length of the reply text it was read from. */
export function sizedRead<T>(result: Result<T>, replyBytes: number): Result<T> {
  replySizes.set(result, replyBytes)
  return result
}

export function staleWhileRevalidateReads(options: StaleWhileRevalidateOptions<Result<unknown>>): CachedReads {
  // Only a platform that gave no reply in time is remembered as failing: one that answered an error answers fast,
  // and asking it again is how a recovered platform's page is shown to the very next shopper.
  const remembersFailure = (result: Result<unknown>) => !result.ok && (result.failure.status ?? 0) === 0
  const sizeOf = (result: Result<unknown>, key: string) => key.length + (replySizes.get(result) ?? 0)
  const results = staleWhileRevalidateCache<Result<unknown>, Read<unknown>>((read) => read(), (result) => result.ok, { remembersFailure, sizeOf, ...options })
  return <T>(url: string, init: RequestInit, read: Read<T>) => {
    const key = keyOf(url, init)
    // A request is always read with the same validation, so what is kept under its key has the read's type.
    return key === null ? read() : (results(key, read) as Promise<Result<T>>)
  }
}
