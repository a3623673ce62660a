import { startTestBackend, type TestBackend } from './backend.ts'
import { seedCatalogue } from '../../backend/seed/index.ts'

export interface ContentBackend extends TestBackend {
  /** POST a JSON body to a content endpoint as a store instance (default `demo-de`). */
  post: (path: string, body: unknown, options?: { instance?: string | null; headers?: Record<string, string> }) => Promise<Response>
  get: (path: string, options?: { instance?: string | null; headers?: Record<string, string> }) => Promise<Response>
  fault: (target: string, mode: string, count?: number, delayMs?: number) => Promise<void>
  seedMs: number
}

/**
 * The real backend over HTTP with the demo catalogue seeded. Seeding measured about 2 s, so each test file
 * seeds its own database instead of copying a template.
 */
export async function startContentBackend(): Promise<ContentBackend> {
  const backend = await startTestBackend()
  const started = performance.now()
  await seedCatalogue(backend.db)
  const seedMs = Math.round(performance.now() - started)
  console.info(`[content] demo catalogue seeded in ${seedMs} ms`)
  const headersFor = (options: { instance?: string | null; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers }
    const instance = options.instance === undefined ? 'demo-de' : options.instance
    if (instance !== null) headers['x-store-instance'] = instance
    return headers
  }
  return {
    ...backend,
    seedMs,
    post: (path, body, options) => fetch(`${backend.url}${path}`, { method: 'POST', headers: headersFor(options), body: JSON.stringify(body) }),
    get: (path, options) => fetch(`${backend.url}${path}`, { headers: headersFor(options) }),
    fault: async (target, mode, count = 1, delayMs) => {
      const response = await fetch(`${backend.url}/admin/faults`, {
        method: 'POST',
        headers: { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ target, mode, count, ...(delayMs === undefined ? {} : { delayMs }) }),
      })
      if (response.status !== 201) throw new Error(`fault not queued: ${response.status}`)
    },
  }
}
