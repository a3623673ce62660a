import { describe, expect, it, vi } from 'vitest'
import { contentClient, contentPath, type ContentClient } from '../../../services/content.ts'
import { staleWhileRevalidateReads } from '../../../services/stale-while-revalidate.ts'
import { hangingFetch } from '../../support/hanging-fetch.ts'

const settings = (replies: Record<string, Response | (() => Response)>, calls: Array<{ url: string; init?: RequestInit }> = []) => ({
  contentApiUrl: 'http://content.test',
  instance: 'demo-de',
  scrape: { url: 'http://shop.test/scrape', user: 'u', password: 'p' },
  fetch: (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    const reply = replies[url]
    if (!reply) throw new Error('offline')
    return typeof reply === 'function' ? reply() : reply
  }) as typeof fetch,
})
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Bad Gateway' })
const request = { seoUrl: '/global/p/thermometer/', params: {}, language: 'en' }

describe('content platform client', () => {
  it('sends /global/c and /global/p as /en/', () => {
    expect(contentPath('/global/p/x/')).toBe('/en/p/x/')
    expect(contentPath('/global/')).toBe('/global/')
  })
  it('reads a page, a redirect, missing data and a failure', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = []
    const page = contentClient(settings({ 'http://content.test/page': json({ status: 200, language: 'en', data: { type: 'product-group', id: 'p1' } }) }, calls))
    expect(await page.fetchPage(request)).toEqual({ kind: 'page', status: 200, page: { type: 'product-group', language: 'en', data: { type: 'product-group', id: 'p1' } } })
    expect(JSON.parse(String(calls[0]!.init!.body))).toMatchObject({ url: '/en/p/thermometer/' })
    expect(new Headers(calls[0]!.init!.headers).get('x-store-instance')).toBe('demo-de')
    const redirect = contentClient(settings({ 'http://content.test/page': json({ data: { type: 'redirect', target: '/en/new/', statusCode: 301 } }) }))
    expect(await redirect.fetchPage(request)).toEqual({ kind: 'redirect', status: 301, location: '/en/new/' })
    const empty = contentClient(settings({ 'http://content.test/page': json({ status: 200, data: {} }) }))
    expect(await empty.fetchPage(request)).toEqual({ kind: 'not-found', status: 404 })
    const failing = contentClient(settings({ 'http://content.test/page': json({}, 502) }))
    expect(await failing.fetchPage(request)).toEqual({ kind: 'failed', status: 502, statusText: 'Bad Gateway' })
    expect(await contentClient(settings({})).fetchPage(request)).toEqual({ kind: 'failed', status: 0, statusText: 'offline' })
  })
  it('scrapes with basic authorization', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = []
    await contentClient(settings({ 'http://shop.test/scrape': json({ data: { type: 'page' } }) }, calls)).scrapePage(request)
    expect(new Headers(calls[0]!.init!.headers).get('authorization')).toBe(`Basic ${btoa('u:p')}`)
  })
  it('suggests the products first when a bundle or blog page without a picture also matches', async () => {
    const groups = {
      product: { total: 114, items: [1, 2, 3, 4].map((n) => ({ id: `11${n}`, url: `/de/p/11${n}/`, title: `Blutdruck ${n}`, picture_url_main: `/images/${n}.png` })) },
      other: { total: 1, items: [{ id: '/de/b/set/', url: '/de/b/set/', title: 'Blutdruck-Set', picture_url_main: null }] },
    }
    const suggestions = await contentClient(settings({ 'http://content.test/search': json({ total: 114, groups }) })).suggest({ term: 'Blutdruck', language: 'de' })
    expect(suggestions.slice(0, 4).map((item) => item.title)).toEqual(['Blutdruck 1', 'Blutdruck 2', 'Blutdruck 3', 'Blutdruck 4'])
    expect(suggestions.at(-1)).toEqual({ id: '/de/b/set/', url: '/de/b/set/', title: 'Blutdruck-Set', pictureUrl: undefined, group: 'other' })
  })
  it('answers an empty menu when the menu fails', async () => {
    expect(await contentClient(settings({ 'http://content.test/menu': json({}, 502) })).fetchMenu('de')).toEqual([])
  })
  it('keeps the menu’s texts and links of one edition, with the entries’ other fields', async () => {
    const menu = [{ uuid: 'a', code: 'shop', text: { de: 'Produkte', fr: 'Produits' }, link: { de: '/de/', fr: '/fr/' }, children: [{ uuid: 'b', text: { fr: 'Santé' }, link: '/fr/c/sante/', children: [] }] }]
    expect(await contentClient(settings({ 'http://content.test/menu': json({ menu }) })).fetchMenu('fr')).toEqual([
      { uuid: 'a', code: 'shop', text: 'Produits', link: '/fr/', children: [{ uuid: 'b', text: 'Santé', link: '/fr/c/sante/', children: [] }] },
    ])
  })
  it('sends a listing’s query and the same body to the scrape fallback', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = []
    const client = contentClient(settings({ 'http://content.test/page': json({}, 502), 'http://shop.test/scrape': json({ data: { type: 'category' } }) }, calls))
    const listing = { ...request, query: { enableAggregations: true, sort: 'price-asc', count: 30, offset: 0 } }
    await client.fetchPage(listing)
    await client.scrapePage(listing)
    const bodies = calls.map((call) => JSON.parse(String(call.init!.body)))
    expect(bodies[0]).toMatchObject({ url: '/en/p/thermometer/', sorting: 'price-asc', count: 30, constraints: { language: 'en' } })
    // The platform's `sorting` is written here; the shop's own word for the sort does not travel.
    expect(bodies[0]).not.toHaveProperty('sort')
    expect(bodies[1]).toEqual(bodies[0])
  })
  it('loads more than the platform answers at once in requests within its limit of 200, up to the listing’s end', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = []
    const items = (from: number, to: number) => Array.from({ length: to - from }, (_, n) => ({ id: String(from + n), url: `/fr/p/${from + n}/`, title: `P ${from + n}` }))
    const client = contentClient({
      ...settings({}, calls),
      fetch: (async (url: string, init?: RequestInit) => {
        calls.push({ url, init })
        const body = JSON.parse(String(init!.body)) as { count: number; offset: number }
        // The platform's contract (backend/content/requests.ts): a count above 200 is refused.
        if (body.count > 200) return json({ status: 400, error: 'Invalid count' }, 400)
        const product = { total: 437, items: items(body.offset, Math.min(body.offset + body.count, 437)) }
        return url.endsWith('/page') ? json({ status: 200, data: { type: 'category', listing: { total: 437, groups: { product } } } }) : json({ total: 437, groups: { product } })
      }) as typeof fetch,
    })
    const reply = await client.fetchPage({ ...request, seoUrl: '/fr/c/tensiometres/', query: { enableAggregations: true, count: 48 * 10, offset: 0 } })
    expect(reply.kind).toBe('page')
    const listing = reply.kind === 'page' ? (reply.page.data.listing as { groups: { product: { items: Array<{ id: string }> } } }) : null
    expect(listing!.groups.product.items.map((item) => item.id)).toEqual(items(0, 437).map((item) => item.id))
    expect(calls.map((call) => [call.url, JSON.parse(String(call.init!.body)).offset, JSON.parse(String(call.init!.body)).count])).toEqual([
      ['http://content.test/page', 0, 200],
      ['http://content.test/search', 200, 200],
      ['http://content.test/search', 400, 37],
    ])
    expect(JSON.parse(String(calls[1]!.init!.body))).toMatchObject({ url: '/fr/c/tensiometres/', enableAggregations: false })
  })
  it('asks for recommendations beside a product and answers an empty list, logged, when the call fails', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = []
    const tile = { id: '1100', title: 'Cuff CF 2', url: '/en/p/1100/', price: 9.99 }
    const client = contentClient(settings({ 'http://content.test/recommendation': json({ products: [tile] }) }, calls))
    expect(await client.fetchRecommendations({ productIds: ['1099'] })).toEqual([tile])
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({ productIds: ['1099'] })
    expect(new Headers(calls[0]!.init!.headers).get('x-store-instance')).toBe('demo-de')
    const logged: string[] = []
    const log = (message: string) => void logged.push(message)
    expect(await contentClient({ ...settings({ 'http://content.test/recommendation': json({}, 502) }), log }).fetchRecommendations({ productIds: ['1099'] })).toEqual([])
    expect(await contentClient({ ...settings({ 'http://content.test/recommendation': json({ products: 'none' }) }), log }).fetchRecommendations({})).toEqual([])
    expect(await contentClient({ ...settings({}), log }).fetchRecommendations({})).toEqual([])
    expect(logged).toEqual(['recommendations failed', 'recommendations failed', 'recommendations failed'])
  })
  it('leaves the recommendations out, logged, when the platform does not answer within 1.5 s, so a cold product page still renders', async () => {
    vi.useFakeTimers()
    try {
      const logged: string[] = []
      const log = (message: string) => void logged.push(message)
      const settled = vi.fn()
      const result = contentClient({ ...settings({}), fetch: hangingFetch, log }).fetchRecommendations({ productIds: ['1099'] }).then((value) => (settled(), value))
      await vi.advanceTimersByTimeAsync(1_499)
      expect(settled).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(await result).toEqual([])
      expect(logged).toEqual(['recommendations failed'])
    } finally {
      vi.useRealTimers()
    }
  })
  it('reads a malformed page reply as a failure, so the scrape fallback gets its turn', async () => {
    const client = contentClient(settings({ 'http://content.test/page': () => new Response('<html>', { status: 200 }) }))
    expect(await client.fetchPage(request)).toMatchObject({ kind: 'failed', status: 200 })
  })
})

describe('content replies kept between requests', () => {
  /** A content platform that answers each path with whatever `answers` holds at the time, behind a cache on a clock of the test's. */
  function cachedPlatform(answers: Record<string, () => Response>) {
    const clock = { time: 0 }
    const calls: string[] = []
    const logged: string[] = []
    const client = contentClient({
      ...settings({}),
      fetch: (async (url: string) => {
        calls.push(new URL(url).pathname)
        return answers[new URL(url).pathname]!()
      }) as typeof fetch,
      reads: staleWhileRevalidateReads({ freshMs: 30_000, staleMs: 600_000, maxEntries: 10, now: () => clock.time }),
      log: (message) => void logged.push(message),
    })
    return { client, clock, calls, logged }
  }
  const garbage = () => new Response('<html>Bad gateway', { status: 200 })
  const menu = { menu: [{ uuid: 'a', text: 'Produkte', link: '/de/', children: [] }] }
  const snippets = [{ data: { snippetId: 'footer-snippet', config: { top: { elements: [] } } } }]
  const product = { id: '1100', title: 'Cuff CF 2', url: '/de/p/1100/' }
  const page = { status: 200, language: 'de', data: { type: 'page', id: 'home' } }

  const parts: Array<{ part: string; path: string; good: unknown; malformed: unknown; ask: (client: ContentClient) => Promise<unknown>; answered: unknown; failed: unknown }> = [
    { part: 'menu', path: '/menu', good: menu, malformed: { menu: 'none' }, ask: (client) => client.fetchMenu('de'), answered: menu.menu, failed: [] },
    { part: 'snippets', path: '/snippets', good: snippets, malformed: [{ data: {} }], ask: (client) => client.fetchSnippets(['footer-snippet'], 'de'), answered: [{ snippetId: 'footer-snippet', elements: [] }], failed: [] },
    { part: 'recommendation', path: '/recommendation', good: { products: [product] }, malformed: { products: {} }, ask: (client) => client.fetchRecommendations({ productIds: ['1099'] }), answered: [product], failed: [] },
    {
      part: 'search',
      path: '/search',
      good: { groups: { product: { items: [product] } } },
      malformed: { groups: { product: { items: [{ id: 1100 }] } } },
      ask: (client) => client.suggest({ term: 'cuff', language: 'de' }).catch((error: Error) => error.message),
      answered: [{ id: '1100', url: '/de/p/1100/', title: 'Cuff CF 2', pictureUrl: undefined, group: 'product' }],
      failed: 'search has an unexpected shape',
    },
    {
      part: 'page',
      path: '/page',
      good: page,
      malformed: { data: 'home' },
      ask: (client) => client.fetchPage({ seoUrl: '/de/', params: {}, language: 'de' }),
      answered: { kind: 'page', status: 200, page: { type: 'page', language: 'de', data: page.data } },
      failed: { kind: 'failed', status: 200, statusText: 'page has an unexpected shape' },
    },
  ]

  it.each(parts)('a malformed $part reply is not kept: the next request asks the platform again', async ({ path, good, malformed, ask, answered, failed }) => {
    let answer = garbage
    const platform = cachedPlatform({ [path]: () => answer() })
    expect(await ask(platform.client)).toEqual(failed)
    answer = () => json(malformed)
    expect(await ask(platform.client)).toEqual(failed)
    answer = () => json(good)
    expect(await ask(platform.client)).toEqual(answered)
    expect(await ask(platform.client)).toEqual(answered)
    expect(platform.calls).toEqual([path, path, path])
  })

  it('a page revalidation that returns garbage keeps serving the last good page until it expires; then its failure goes through, for the scrape fallback', async () => {
    let answer = () => json(page)
    const platform = cachedPlatform({ '/page': () => answer() })
    const home = () => platform.client.fetchPage({ seoUrl: '/de/', params: {}, language: 'de' })
    const shown = await home()
    answer = garbage
    platform.clock.time = 30_001
    expect(await home()).toEqual(shown)
    await new Promise((resolve) => setTimeout(resolve, 0))
    platform.clock.time = 630_000
    expect(await home()).toEqual(shown)
    await new Promise((resolve) => setTimeout(resolve, 0))
    platform.clock.time = 630_001
    expect(await home()).toMatchObject({ kind: 'failed', status: 200 })
    expect(platform.calls).toHaveLength(4)
  })

  it('a page that fails or does not answer in time is not kept: the next request asks the platform again', async () => {
    let answer = () => json({}, 502)
    const platform = cachedPlatform({ '/page': () => answer() })
    const home = () => platform.client.fetchPage({ seoUrl: '/de/', params: {}, language: 'de' })
    expect(await home()).toEqual({ kind: 'failed', status: 502, statusText: 'Bad Gateway' })
    answer = () => {
      throw new DOMException('No reply within 8000 ms', 'TimeoutError')
    }
    expect(await home()).toEqual({ kind: 'failed', status: 0, statusText: 'No reply within 8000 ms' })
    answer = () => json(page)
    expect(await home()).toMatchObject({ kind: 'page' })
    expect(platform.calls).toHaveLength(3)
  })
})
