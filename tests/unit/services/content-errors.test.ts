import { describe, expect, it } from 'vitest'
import { contentClient } from '../../../services/content.ts'
import { staleWhileRevalidateReads } from '../../../services/stale-while-revalidate.ts'

const request = { seoUrl: '/de/', params: {}, language: 'de' }
const PAGE = { status: 200, language: 'de', data: { id: 'home-de', type: 'page' } }

/** A content platform whose page endpoint answers the queued replies in turn, then the page. */
function platform(replies: Array<[number, string]>) {
  const calls: string[] = []
  const fetchImpl = (async (input: RequestInfo | URL) => {
    calls.push(String(input))
    const [status, body] = replies.shift() ?? [200, JSON.stringify(PAGE)]
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  const client = contentClient({
    contentApiUrl: 'http://content',
    instance: 'demo-de',
    scrape: { url: 'http://content/scrape', user: 'u', password: 'p' },
    fetch: fetchImpl,
    reads: staleWhileRevalidateReads({ freshMs: 30_000, staleMs: 600_000, failureMs: 5_000, maxEntries: 10 }),
  })
  return { client, calls }
}

/** What a failing content platform answers for a page (the backend's fault modes and worse). */
const ERROR_REPLIES: Array<[string, number, string]> = [
  ['an error body with 200', 200, JSON.stringify({ errors: [{ message: 'Injected GraphQL error' }] })],
  ['an error object with 200', 200, JSON.stringify({ error: 'Injected fault' })],
  ['a body that says it failed', 200, JSON.stringify({ status: 500, data: { id: 'x', type: 'page' } })],
  ['a cut-off body', 200, '{"data": {"truncated'],
  ['a server error', 500, JSON.stringify({ error: 'Injected fault' })],
]

describe('a content error is never a page, and never kept', () => {
  it.each(ERROR_REPLIES)('%s is a failure, not a missing page, and the next request after recovery gets the page', async (_, status, body) => {
    const { client, calls } = platform([[status, body]])
    expect(await client.fetchPage(request)).toMatchObject({ kind: 'failed' })
    expect(await client.fetchPage(request)).toMatchObject({ kind: 'page', page: { data: { id: 'home-de' } } })
    expect(calls).toHaveLength(2)
  })

  it('reads a reply without data as no page there, but asks again next time', async () => {
    const { client, calls } = platform([[200, JSON.stringify({ status: 200, language: 'de', data: {} })]])
    expect(await client.fetchPage(request)).toEqual({ kind: 'not-found', status: 404 })
    expect(await client.fetchPage(request)).toMatchObject({ kind: 'page' })
    expect(calls).toHaveLength(2)
  })

  it('keeps a good page for the next request', async () => {
    const { client, calls } = platform([])
    await client.fetchPage(request)
    expect(await client.fetchPage(request)).toMatchObject({ kind: 'page' })
    expect(calls).toHaveLength(1)
  })
})
