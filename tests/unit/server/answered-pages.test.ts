import { describe, expect, it } from 'vitest'
import { answeredPages } from '../../../app/server/answered-pages.ts'

const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=600'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140'
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148'

const requestOf = (address = 'http://shop.test/pl/p/1099/', headers: Record<string, string> = {}, method = 'GET') =>
  new Request(address, { method, headers: { 'user-agent': DESKTOP, 'accept-encoding': 'gzip, br', ...headers } })

/** A page as the server answers it: rendered for `request`, offered when complete, kept once it leaves. */
function answer(pages: ReturnType<typeof answeredPages>, request: Request, options: { body?: string; headers?: Record<string, string>; offered?: boolean; window?: number } = {}) {
  const bytes = new TextEncoder().encode(options.body ?? 'Mankiet CF 1') as Uint8Array<ArrayBuffer>
  const response = new Response(bytes, { headers: { 'cache-control': PUBLIC, 'content-encoding': 'br', etag: 'W/"a"', ...options.headers } })
  if (options.offered !== false) pages.offer(request, { response, bytes, window: options.window ?? 0 })
  pages.keep(request, response)
  return response
}

describe('answered pages: a public page is answered again from memory, as a shared cache would', () => {
  it('answers the same request with the kept page, its status and headers, until its fresh window ends', async () => {
    let now = 1_000
    const pages = answeredPages({ freshMs: 30_000, maxEntries: 10, maxBytes: 1_000_000, now: () => now })
    answer(pages, requestOf())
    const again = pages.answer(requestOf())
    expect(again?.status).toBe(200)
    expect(again?.headers.get('etag')).toBe('W/"a"')
    expect(again?.headers.get('content-encoding')).toBe('br')
    expect(await again?.text()).toBe('Mankiet CF 1')
    now = 29_999
    expect(pages.answer(requestOf())).not.toBeNull()
    now = 30_000
    expect(pages.answer(requestOf())).toBeNull()
  })

  it('keeps a page for the window it was rendered in, not the window it leaves in', () => {
    const pages = answeredPages({ freshMs: 30_000, maxEntries: 10, maxBytes: 1_000_000, now: () => 30_500 })
    answer(pages, requestOf(), { window: 0 })
    expect(pages.answer(requestOf())).toBeNull()
  })

  it('answers another address, encoding or device from its own page, never from this one', () => {
    const pages = answeredPages({ freshMs: 30_000, maxEntries: 10, maxBytes: 1_000_000, now: () => 0 })
    answer(pages, requestOf())
    expect(pages.answer(requestOf('http://shop.test/de/p/1099/'))).toBeNull()
    expect(pages.answer(requestOf(undefined, { 'accept-encoding': 'gzip' }))).toBeNull()
    expect(pages.answer(requestOf(undefined, { 'accept-encoding': '' }))).toBeNull()
    expect(pages.answer(requestOf(undefined, { 'user-agent': PHONE }))).toBeNull()
    expect(pages.answer(requestOf(undefined, { 'sec-ch-ua-mobile': '?1' }))).toBeNull()
    expect(pages.answer(requestOf(undefined, { 'x-device-class': 'mobile' }))).toBeNull()
  })

  it('answers a shopper with cookies the same page: no page reads them', () => {
    const pages = answeredPages({ freshMs: 30_000, maxEntries: 10, maxBytes: 1_000_000, now: () => 0 })
    answer(pages, requestOf())
    expect(pages.answer(requestOf(undefined, { cookie: 'checkoutId_2022-07=abc' }))).not.toBeNull()
  })

  it('keeps no page rendered without all its parts (not offered), private, setting a cookie, or not the page offered', () => {
    const pages = answeredPages({ freshMs: 30_000, maxEntries: 10, maxBytes: 1_000_000, now: () => 0 })
    answer(pages, requestOf('http://shop.test/a'), { offered: false })
    answer(pages, requestOf('http://shop.test/b'), { headers: { 'cache-control': 'private, no-store' } })
    answer(pages, requestOf('http://shop.test/c'), { headers: { 'set-cookie': 'experiment=b' } })
    const request = requestOf('http://shop.test/d')
    answer(pages, request)
    pages.keep(request, new Response('another body', { headers: { 'cache-control': PUBLIC } }))
    for (const address of ['a', 'b', 'c']) expect(pages.answer(requestOf(`http://shop.test/${address}`))).toBeNull()
    expect(pages.answer(requestOf('http://shop.test/d'))).not.toBeNull()
  })

  it('answers only GET requests from memory', () => {
    const pages = answeredPages({ freshMs: 30_000, maxEntries: 10, maxBytes: 1_000_000, now: () => 0 })
    answer(pages, requestOf(undefined, {}, 'HEAD'))
    answer(pages, requestOf())
    expect(pages.answer(requestOf(undefined, {}, 'HEAD'))).toBeNull()
  })

  it('keeps at most its bytes, forgetting the least recently asked first', () => {
    const pages = answeredPages({ freshMs: 30_000, maxEntries: 10, maxBytes: 1_000, now: () => 0 })
    answer(pages, requestOf('http://shop.test/a'), { body: 'a'.repeat(400) })
    answer(pages, requestOf('http://shop.test/b'), { body: 'b'.repeat(400) })
    answer(pages, requestOf('http://shop.test/c'), { body: 'c'.repeat(400) })
    expect(pages.answer(requestOf('http://shop.test/a'))).toBeNull()
    expect(pages.answer(requestOf('http://shop.test/c'))).not.toBeNull()
  })
})
