import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startContentBackend, type ContentBackend } from '../../../support/content-backend.ts'

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

describe('content platform: scrape fallback and faults on demand', () => {
  let backend: ContentBackend
  beforeAll(async () => {
    backend = await startContentBackend()
  })
  beforeEach(async () => {
    await fetch(`${backend.url}/admin/faults`, { method: 'DELETE', headers: { authorization: `Bearer ${backend.config.adminToken}` } })
  })
  afterAll(() => backend.stop({ removeData: true }))

  const scrape = (body: unknown, authorization?: string, instance: string | null = 'demo-de') =>
    backend.post('/scrape', body, { instance, headers: authorization ? { authorization } : {} })

  /** What the shop's page actor does: the page endpoint first, the scrape endpoint when that is not 200. */
  const loadWithFallback = async (url: string) => {
    const first = await backend.post('/page', { url })
    if (first.status === 200) return { via: 'page', response: first }
    return { via: 'scrape', response: await scrape({ url }, basic('demo', 'demo-scrape')) }
  }

  it('answers the scrape endpoint with basic authorization in the page reply shape', async () => {
    const [page, scraped] = await Promise.all([backend.post('/page', { url: '/de/c/waagen/' }), scrape({ url: '/de/c/waagen/' }, basic('demo', 'demo-scrape'))])
    expect(scraped.status).toBe(200)
    const body = await scraped.json()
    expect(body).toEqual(await page.json())
    expect(body.data.type).toBe('category')
  })

  it('answers the scrape endpoint without the instance header, taking the edition from the URL', async () => {
    const response = await scrape({ url: '/pl/' }, basic('demo', 'demo-scrape'), null)
    expect(response.status).toBe(200)
    expect((await response.json()).language).toBe('pl')
  })

  it('refuses the scrape endpoint without or with wrong credentials (401)', async () => {
    const none = await scrape({ url: '/de/' })
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic/)
    expect((await scrape({ url: '/de/' }, basic('demo', 'wrong'))).status).toBe(401)
  })

  it('fails the page endpoint on demand so the shop falls back to the scrape endpoint', async () => {
    await backend.fault('page', '500')
    const { via, response } = await loadWithFallback('/de/')
    expect(via).toBe('scrape')
    expect(response.status).toBe(200)
    expect((await response.json()).data.id).toBe('home-de')
    expect((await loadWithFallback('/de/')).via).toBe('page')
  })

  it('fails both endpoints on demand', async () => {
    await backend.fault('page', '500')
    await backend.fault('scrape', 'timeout', 1, 50)
    const { via, response } = await loadWithFallback('/de/')
    expect(via).toBe('scrape')
    expect(response.status).toBe(504)
  })

  it('answers malformed JSON and slow replies on demand', async () => {
    await backend.fault('page', 'malformed')
    const malformed = await backend.post('/page', { url: '/de/' })
    await expect(malformed.json()).rejects.toThrow()
    await backend.fault('search', 'slow', 1, 300)
    const started = performance.now()
    const slow = await backend.post('/search', { searchPhrase: 'Waage', count: 4 })
    expect(slow.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('fails snippets, menu, documents and recommendation on demand', async () => {
    for (const target of ['snippets', 'menu', 'documents', 'recommendation']) await backend.fault(target, '500')
    expect((await backend.post('/snippets', { snippetIds: ['footer-snippet'] })).status).toBe(500)
    expect((await backend.get('/menu')).status).toBe(500)
    expect((await backend.post('/documents/public', { datatype: 'product', ids: ['1045'] }, { headers: { 'x-instance-id': 'demo-de' } })).status).toBe(500)
    expect((await backend.post('/recommendation', { productIds: ['1045'] })).status).toBe(500)
  })
})
