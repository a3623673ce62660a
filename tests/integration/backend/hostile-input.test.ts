import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backendFuzzRequests } from '../../support/backend-fuzz-inputs.ts'
import { startBackendProcess, type BackendProcess } from '../../support/backend-process.ts'
import { nestedQuery } from '../../support/deep-storefront-query.ts'

const STOREFRONT = { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'demo-token-de' }

/**
 * Issue 21 against the backend as `npm run backend` runs it: bad input is a 400 or 404, never a 5xx; a deep or
 * costly query is refused without touching the memory; no endpoint reads an unbounded body.
 */
describe('the embedded backend under hostile input', () => {
  let backend: BackendProcess
  beforeAll(async () => {
    backend = await startBackendProcess()
  })
  afterAll(() => backend?.stop())

  it('answers 2,000+ generated paths and malformed bodies (ids out of range, %00, bad encodings, traversal, huge queries) without a single 5xx, and stays up', async () => {
    const requests = backendFuzzRequests(backend.adminToken)
    expect(requests.length).toBeGreaterThanOrEqual(2000)
    const serverErrors: string[] = []
    let next = 0
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!
        const response = await fetch(`${backend.url}${request.path}`, { method: request.method, headers: request.headers, body: request.body })
        await response.arrayBuffer()
        if (response.status >= 500) serverErrors.push(`${response.status} ${request.method} ${request.path.slice(0, 200)} ${request.body?.slice(0, 200) ?? ''}`)
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker))
    expect(serverErrors).toEqual([])
    expect(backend.child.exitCode).toBeNull()
    expect((await fetch(`${backend.url}/health`)).status).toBe(200)
  }, 300_000)

  it('answers a nested storefront query of depth 8 or 10 with a clear GraphQL error, and its memory stays where it was', async () => {
    const ask = (query: string) => fetch(`${backend.url}/api/2022-07/graphql`, { method: 'POST', headers: STOREFRONT, body: JSON.stringify({ query }) })
    // Warm: the first calls compile what every later call uses.
    for (let i = 0; i < 5; i++) await (await ask(nestedQuery(8, 1))).json()
    const before = await backend.residentBytes()
    for (let round = 0; round < 10; round++) {
      for (const depth of [8, 10] as const) {
        const response = await ask(nestedQuery(depth, 250))
        expect(response.status).toBe(200)
        const body = await response.json()
        expect(body.data).toBeUndefined()
        expect(body.errors).toEqual([{ message: expect.stringMatching(/^Query cost exceeds the maximum of 10000/), extensions: { code: 'MAX_COST_EXCEEDED' } }])
      }
    }
    const grownBy = (await backend.residentBytes()) - before
    expect(grownBy).toBeLessThan(50 * 1024 * 1024)
    // The same shape asking for one item of each list is answered.
    const small = await (await ask(nestedQuery(10, 1))).json()
    expect(small.errors).toBeUndefined()
    expect(small.data.products.edges).toHaveLength(1)
  })

  it('answers 413 to a body over 1 MB on every kind of endpoint, declared or streamed', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1)
    for (const [path, headers] of [
      ['/api/2022-07/graphql', STOREFRONT],
      ['/page', { 'content-type': 'application/json', 'x-store-instance': 'demo-de' }],
      ['/newsletter/api/newsletter/subscribe', { 'content-type': 'application/json' }],
      ['/account/de-DE/', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['/admin/faults', { authorization: `Bearer ${backend.adminToken}` }],
    ] as const) {
      expect((await fetch(`${backend.url}${path}`, { method: 'POST', headers, body: big })).status).toBe(413)
      const streamed = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 17; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(120))
          controller.close()
        },
      })
      const response = await fetch(`${backend.url}${path}`, { method: 'POST', headers, body: streamed, duplex: 'half' } as RequestInit)
      expect(response.status).toBe(413)
    }
    expect((await fetch(`${backend.url}/health`)).status).toBe(200)
  })
})
