import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { appConfig, STORE_CODES } from '../../app.config.ts'
import { storefrontEndpoint, storefrontHeaders } from '../../services/storefront/endpoint.ts'

/** One thing a replica needs to serve pages, and whether it has it. */
interface ReadinessCheck {
  name: 'configuration' | 'build' | 'commerce' | 'content'
  ok: boolean
  detail?: string
}

interface Readiness {
  ready: boolean
  checks: ReadinessCheck[]
}

/** A probe reused for this long: a load balancer asking every second costs the platforms one call each per few seconds. */
const PROBE_MEMORY_MS = 5_000
/** An endpoint slower than this to answer at all is as good as unreachable for a page. */
const PROBE_TIMEOUT_MS = 2_000

/** Reachable: the endpoint answers, with anything but a server error, in time. */
async function reachable(name: 'commerce' | 'content', url: string, init?: RequestInit): Promise<ReadinessCheck> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    await response.body?.cancel()
    return response.status < 500 ? { name, ok: true } : { name, ok: false, detail: `answered ${response.status}` }
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) }
  }
}

/** The production build's browser files lie beside the server bundle; the development server builds them on request. */
function buildCheck(): ReadinessCheck {
  if (import.meta.env.DEV) return { name: 'build', ok: true, detail: 'development server' }
  const clientAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/assets')
  return existsSync(clientAssets) ? { name: 'build', ok: true } : { name: 'build', ok: false, detail: 'the browser build is missing' }
}

async function probe(): Promise<Readiness> {
  let config
  try {
    config = appConfig()
  } catch (error) {
    return { ready: false, checks: [{ name: 'configuration', ok: false, detail: error instanceof Error ? error.message : String(error) }] }
  }
  const store = STORE_CODES[0]
  const checks: ReadinessCheck[] = [
    { name: 'configuration', ok: true },
    buildCheck(),
    ...(await Promise.all([
      // The lightest storefront call there is: the platform parses it and answers without reading any data.
      reachable('commerce', storefrontEndpoint({ storefrontDomain: config.storefrontDomain, apiVersion: config.storefrontApiVersion }), {
        method: 'POST',
        headers: storefrontHeaders(config.keys[store].storefrontAccessKey),
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      reachable('content', config.contentApiUrl),
    ])),
  ]
  return { ready: checks.every((check) => check.ok), checks }
}

let last: { at: number; result: Promise<Readiness> } | null = null

/** Whether this replica can serve: configuration read, build present, commerce and content platforms reachable. */
function readiness(now = Date.now()): Promise<Readiness> {
  if (!last || now - last.at > PROBE_MEMORY_MS) last = { at: now, result: probe() }
  return last.result
}

const NEVER_KEPT = { 'cache-control': 'no-store', 'content-type': 'application/json' }

/** `GET /healthz` (the process answers) and `GET /readyz` (it can serve), or null for any other request. */
export async function healthResponse(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  if (pathname === '/healthz') return new Response(JSON.stringify({ alive: true }), { headers: NEVER_KEPT })
  if (pathname !== '/readyz') return null
  const result = await readiness()
  return new Response(JSON.stringify(result), { status: result.ready ? 200 : 503, headers: NEVER_KEPT })
}
