import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../support/backend.ts'

describe('embedded backend', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend()
  })
  afterAll(() => backend.stop({ removeData: true }))

  it('answers its health check from a live database', async () => {
    const response = await fetch(`${backend.url}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: true })
  })

  it('makes the next calls of an endpoint fail when told to, then recovers', async () => {
    const admin = { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }
    expect((await fetch(`${backend.url}/admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401)
    const queued = await fetch(`${backend.url}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'health', mode: 'malformed', count: 1 }) })
    expect(queued.status).toBe(201)
    expect(await queued.json()).toEqual({ pending: { health: 1 } })
  })

  it('answers a fault of the storefront API with its CORS headers, so a browser reads the fault, not a network error', async () => {
    const admin = { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }
    for (const mode of ['500', 'graphql-error', 'malformed']) {
      await fetch(`${backend.url}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'graphql', mode, count: 1 }) })
      const faulted = await fetch(`${backend.url}/api/2022-07/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://shop.example' }, body: '{"query":"{shop{name}}"}' })
      expect(faulted.headers.get('access-control-allow-origin')).toBe('*')
      await faulted.body?.cancel()
    }
  })

  it('refuses an unknown fault mode with a message', async () => {
    const admin = { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }
    const response = await fetch(`${backend.url}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'page', mode: 'explode' }) })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/Invalid fault/)
  })
})
