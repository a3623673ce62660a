import { is, type Struct } from 'superstruct'
import { fail, succeed, type Result } from '../domain/types.ts'

/** What an exchange reads of a reply: the global `fetch` gives one, and so does the server's own HTTP client. */
interface FetchReply {
  status: number
  statusText: string
  ok: boolean
  text(): Promise<string>
}

export type Fetch = (url: string, init: RequestInit) => Promise<FetchReply>

export interface HttpReply {
  status: number
  statusText: string
  ok: boolean
  body: unknown
  /** The length of the reply's text, which a cache of replies counts against its byte budget. */
  bytes?: number
}

/**
 * How long a call to another service may take, reply and body together, before it counts as a network failure.
 * SPEC names no number: long enough for a slow service, short enough that a form never stays "submitting" and
 * that a server render, which stops waiting after 10 s, still gets the failure in time to show it.
 */
export const EXCHANGE_TIMEOUT_MS = 8_000

export interface ExchangeOptions {
  /** A shorter wait, for a call whose reply is extra and whose failure only leaves something out. */
  timeoutMs?: number
}

/** A signal that aborts after `timeoutMs` or with the caller's own signal; `stop` ends the clock once the call is over. */
function deadline(timeoutMs: number, callerSignal: AbortSignal | null | undefined) {
  const clock = new AbortController()
  // A timer of our own rather than AbortSignal.timeout, so a test's fake clock drives it like every other delay.
  const timer = setTimeout(() => clock.abort(new DOMException(`No reply within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs)
  return { signal: callerSignal ? AbortSignal.any([callerSignal, clock.signal]) : clock.signal, stop: () => clearTimeout(timer) }
}

/**
 * One HTTP exchange; a network failure, no reply within the timeout or an unreadable body becomes a reply with
 * status 0 or a null body. A signal in `init` still cancels the call early.
 */
export async function exchange(fetchImpl: Fetch, url: string, init: RequestInit, { timeoutMs = EXCHANGE_TIMEOUT_MS }: ExchangeOptions = {}): Promise<HttpReply> {
  const { signal, stop } = deadline(timeoutMs, init.signal)
  try {
    const response = await fetchImpl(url, { ...init, signal })
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    return { status: response.status, statusText: response.statusText, ok: response.ok, body, bytes: text.length }
  } catch (error) {
    return { status: 0, statusText: error instanceof Error ? error.message : 'Network error', ok: false, body: null }
  } finally {
    stop()
  }
}

export const jsonInit = (body: unknown, headers: Record<string, string> = {}, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  body: method === 'GET' ? undefined : JSON.stringify(body),
})

/** A 2xx reply whose body has the shape, as a value; anything else a typed failure. */
export function readReply<T>(reply: HttpReply, shape: Struct<T, unknown>, what: string): Result<T> {
  if (!reply.ok) return fail('transport', reply.status === 0 ? reply.statusText : 'Request failed', reply.status)
  if (!is(reply.body, shape)) return fail('transport', `${what} has an unexpected shape`, reply.status)
  return succeed(reply.body)
}
