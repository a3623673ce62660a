import { inject } from 'vitest'

/** Every endpoint of the embedded backend that can be told to fail (backend/README.md, `POST /admin/faults`). */
export const FAULT_TARGETS = [
  'graphql', 'checkout', 'page', 'scrape', 'search', 'snippets', 'menu', 'documents', 'recommendation', 'images',
  'newsletter', 'customer-data', 'reviews', 'back-in-stock', 'error-reports', 'account', 'health',
] as const
export type FaultTarget = (typeof FAULT_TARGETS)[number]

/** How a service fails: an error status, no reply in time (a gateway timeout), a cut-off body, an error body with 200. */
export const FAULT_MODES = ['500', 'timeout', 'malformed', 'graphql-error'] as const
export type FaultMode = (typeof FAULT_MODES)[number]

const admin = () => ({ authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' })

/**
 * Makes the next `count` calls of an endpoint fail. A timeout answers 504 after 100 ms: the shop's own longer
 * wait is proven by the unit tests of its exchange timeout, and the matrix stays within a minute or two.
 */
export async function fault(target: string, mode: FaultMode | 'slow', count = 1): Promise<void> {
  const response = await fetch(`${inject('backendUrl')}/admin/faults`, {
    method: 'POST',
    headers: admin(),
    body: JSON.stringify({ target, mode, count, delayMs: mode === 'timeout' ? 100 : 0 }),
  })
  if (response.status !== 201) throw new Error(`fault not queued: ${response.status}`)
}

export async function clearFaults(): Promise<void> {
  await fetch(`${inject('backendUrl')}/admin/faults`, { method: 'DELETE', headers: admin() })
}

/** A page as a shopper's browser asks for it; the shop's own origin, as its pages post. */
export const shopGet = (path: string) => fetch(`${inject('shopUrl')}${path}`, { headers: { accept: 'text/html' } })
export const shopPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${inject('shopUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: inject('shopUrl'), ...headers },
    body: JSON.stringify(body),
  })

let unique = 0
/** A query that no earlier request used, so the page's content is asked for anew rather than served from the caches. */
export const fresh = () => `reliability=${Date.now().toString(36)}-${++unique}`
