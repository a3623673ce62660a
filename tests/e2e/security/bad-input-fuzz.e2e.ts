import { describe, expect, inject, it } from 'vitest'
import { POST_ENDPOINTS, serverFunctions } from './server-functions.ts'

const EDITIONS = ['de', 'uk', 'pl', 'fr', 'global', 'xx', '']
const PREFIXES = ['', 'p/', 'c/', 'b/', 'w/', 'login/', 'cart/', 'favoriten/', 'search-de/']
const SEGMENTS = [
  '2147483648', '99999999999999999999', '-1', '0', '1.5', '1e309', 'NaN', '%00', 'a%00b', '%ZZ', '%E0%A4%A', '%C0%AF', '%', '%%',
  '..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '....//....//etc/passwd', '%2F', '\\', '%5c..%5c', 'a'.repeat(2_000), 'ä%20ö', '%F0%9F%92%A9',
  '<script>', '%3Cscript%3E', "'", '"', '{}', '[]', 'null', '%0d%0aSet-Cookie:x=1', '~', '*', '%u0041', '%25', '🙂',
]
const QUERIES = [
  '', '?page=99999999999999', '?page=-5', '?page=abc', '?sort=%00', '?q=%ZZ', '?searchPhrase=' + 'x'.repeat(6_000), '?a=1&a=2&a=3',
  '?' + Array.from({ length: 300 }, (_, i) => `f${i}=${i}`).join('&'), '?filter[price][min]=-1', '?return=https://evil.example/', '?payload=%7B',
]

/** At least 2,000 addresses built from the bad inputs of issue 21: out-of-range ids, NUL, bad encodings, traversal. */
function generatedPaths(): string[] {
  const paths = new Set<string>()
  for (const edition of EDITIONS)
    for (const prefix of PREFIXES)
      for (const segment of SEGMENTS) {
        const base = `/${edition ? `${edition}/` : ''}${prefix}${segment}/`
        paths.add(base + QUERIES[(paths.size * 7) % QUERIES.length])
        paths.add(base)
      }
  for (const query of QUERIES) for (const edition of EDITIONS) paths.add(`/${edition}/${query}`)
  return [...paths]
}

const MALFORMED_BODIES: Array<{ type: string; body: string }> = [
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '{"t":999}' },
  { type: 'application/json', body: '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":0,"s":5}]},"o":0},"f":127,"m":[]}' },
  { type: 'application/json', body: '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":["store","path","ids"],"v":[{"t":2,"s":1},{"t":0,"s":1},{"t":0,"s":2}]},"o":0}]},"o":0},"f":127,"m":[]}' },
  { type: 'application/json', body: JSON.stringify({ email: 'x'.repeat(100_000) }) },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%ZZ' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
  { type: 'application/octet-stream', body: '\u0000\u0001\u0002' },
]

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await task(items[next++]!)
  }))
}

describe('bad input never gets a 5xx', () => {
  const shopUrl = inject('shopUrl')

  it('answers at least 2,000 generated bad addresses with 4xx or a page, and every POST endpoint and server function with malformed bodies, without a single 5xx or crash', async () => {
    const statuses = new Map<number, number>()
    const fives: string[] = []
    const note = (what: string, status: number) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status >= 500) fives.push(`${status} ${what.slice(0, 160)}`)
    }
    const paths = generatedPaths()
    expect(paths.length).toBeGreaterThanOrEqual(2_000)
    await inParallel(paths, 8, async (path) => {
      const response = await fetch(`${shopUrl}${path}`, { redirect: 'manual' }).catch(() => null)
      note(`GET ${path}`, response?.status ?? 599)
      await response?.arrayBuffer().catch(() => undefined)
    })

    const posts: Array<{ url: string; type: string; body: string; method: string }> = []
    for (const { type, body } of MALFORMED_BODIES) {
      for (const endpoint of POST_ENDPOINTS) posts.push({ url: endpoint, type, body, method: 'POST' })
      for (const { id } of serverFunctions()) {
        posts.push({ url: `/_serverFn/${id}`, type, body, method: 'POST' })
        posts.push({ url: `/_serverFn/${id}?payload=${encodeURIComponent(body)}`, type, body: '', method: 'GET' })
      }
    }
    posts.push({ url: '/_serverFn/0000', type: 'application/json', body: '{}', method: 'POST' }, { url: '/_serverFn/', type: 'application/json', body: '{}', method: 'POST' })
    await inParallel(posts, 8, async ({ url, type, body, method }) => {
      const headers = { 'content-type': type, 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
      const response = await fetch(`${shopUrl}${url}`, { method, headers, ...(method === 'POST' ? { body } : {}), redirect: 'manual' }).catch(() => null)
      note(`${method} ${url} ${type} ${body}`, response?.status ?? 599)
      await response?.arrayBuffer().catch(() => undefined)
    })

    console.log(JSON.stringify({ paths: paths.length, posts: posts.length, statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)), fiveHundreds: fives.length }))
    expect(fives).toEqual([])
    // The shop is still the same process, answering pages.
    expect((await fetch(`${shopUrl}/de/`)).status).toBe(200)
  }, 900_000)
})
