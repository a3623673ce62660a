import { is, type Struct } from 'superstruct'
import { fail, succeed, type Result } from '../machines/types.ts'

export type Fetch = typeof fetch

export interface HttpReply {
  status: number
  statusText: string
  ok: boolean
  body: unknown
}

/** One HTTP exchange; a network failure or an unreadable body becomes a reply with status 0 or a null body. */
export async function exchange(fetchImpl: Fetch, url: string, init: RequestInit): Promise<HttpReply> {
  try {
    const response = await fetchImpl(url, init)
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    return { status: response.status, statusText: response.statusText, ok: response.ok, body }
  } catch (error) {
    return { status: 0, statusText: error instanceof Error ? error.message : 'Network error', ok: false, body: null }
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
