import { string, type } from 'superstruct'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EXCHANGE_TIMEOUT_MS } from '../../../services/http.ts'
import { storefrontTransport } from '../../../services/storefront/transport.ts'
import { readOperation } from '../../../services/storefront/reply.ts'
import { hangingFetch } from '../../support/hanging-fetch.ts'

const Payload = type({ checkout: type({ id: string() }) })
const answering = (status: number, body: string, statusText = ''): typeof fetch => async () => new Response(body, { status, statusText })

/** One checkoutCreate through the plain transport with `fetchImpl`, read as the checkout gateway reads it (SPEC §8). */
async function createThrough(fetchImpl: typeof fetch) {
  const transport = storefrontTransport({ storefrontDomain: 'https://shop.example/', storefrontAccessKey: 'demo-token-de', apiVersion: '2022-07', fetch: fetchImpl })
  return readOperation(await transport.mutate('mutation checkoutCreate { checkoutCreate { checkout { id } } }', {}), 'checkoutCreate', Payload, { userErrors: 'checkoutUserErrors' })
}

afterEach(() => vi.useRealTimers())

describe('the storefront transport: one JSON POST per operation, in the browser and on the server', () => {
  it('posts the document and variables as JSON to the API version endpoint with the storefront access key', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = []
    const transport = storefrontTransport({
      storefrontDomain: 'https://shop.example/',
      storefrontAccessKey: 'demo-token-de',
      apiVersion: '2022-07',
      fetch: async (url, init) => (sent.push({ url: String(url), init: init! }), new Response('{"data":{"node":null}}')),
    })
    await transport.query('query checkout($id: ID!) { node(id: $id) { id } }', { id: 'c1' })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('https://shop.example/api/2022-07/graphql')
    expect(sent[0]!.init.method).toBe('POST')
    expect(sent[0]!.init.headers).toMatchObject({ 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'demo-token-de' })
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ query: 'query checkout($id: ID!) { node(id: $id) { id } }', variables: { id: 'c1' } })
  })

  it('reads the data of a reply, and names missing data "<operation> is not defined"', async () => {
    expect(await createThrough(answering(200, '{"data":{"checkoutCreate":{"checkout":{"id":"c1"},"checkoutUserErrors":[]}}}'))).toEqual({
      ok: true,
      value: { checkout: { id: 'c1' }, checkoutUserErrors: [] },
    })
    expect(await createThrough(answering(200, '{"data":{}}'))).toEqual({ ok: false, failure: { kind: 'missing', message: 'checkoutCreate is not defined' } })
  })

  it('takes the first top-level error message first', async () => {
    expect(await createThrough(answering(200, '{"errors":[{"message":"Internal error"},{"message":"Second"}],"data":null}'))).toEqual({
      ok: false,
      failure: { kind: 'transport', message: 'Internal error', status: 200 },
    })
  })

  it('counts a refused request, an unreadable body or no connection as a transport failure, never as a missing checkout', async () => {
    expect(await createThrough(answering(503, 'busy', 'Service Unavailable'))).toEqual({ ok: false, failure: { kind: 'transport', message: 'Service Unavailable', status: 503 } })
    expect(await createThrough(answering(200, '<html>'))).toMatchObject({ ok: false, failure: { kind: 'transport' } })
    expect(await createThrough(async () => Promise.reject(new TypeError('Failed to fetch')))).toMatchObject({ ok: false, failure: { kind: 'transport', message: 'Failed to fetch' } })
  })

  it('gives up on a storefront API that never answers after the default timeout', async () => {
    vi.useFakeTimers()
    const result = createThrough(hangingFetch)
    await vi.advanceTimersByTimeAsync(EXCHANGE_TIMEOUT_MS)
    expect(await result).toMatchObject({ ok: false, failure: { kind: 'transport' } })
  })
})
