import { describe, expect, it } from 'vitest'
import { cacheControlOf, etagOf, matchesIfNoneMatch, pageCachePolicy, PRIVATE, withCachePolicy } from '../../../app/server/cache-policy.ts'

const settings = { freshSeconds: 30, staleSeconds: 600 }
const get = (headers: Record<string, string> = {}) => new Request('http://shop.test/de/p/1099/', { headers })

describe('the cache policy of a page', () => {
  it('lets a shared cache keep public pages as long as the content cache does, and the browser always ask again', () => {
    for (const kind of ['home', 'content', 'product', 'category', 'blog', 'search', 'favourites'] as const) expect(pageCachePolicy(kind, 200)).toBe('public-page')
    expect(cacheControlOf('public-page', settings)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=600')
  })

  it('keeps the cart, the account and the login page nowhere, whatever their status', () => {
    for (const status of [200, 404, 500]) {
      expect(pageCachePolicy('cart', status)).toBe('private')
      expect(pageCachePolicy('account', status)).toBe('private')
    }
    expect(cacheControlOf('private', settings)).toBe('private, no-store')
  })

  it('keeps an error page only briefly, and a page of no known kind not at all', () => {
    expect(pageCachePolicy('product', 404)).toBe('error-page')
    expect(pageCachePolicy(null, 500)).toBe('error-page')
    expect(cacheControlOf('error-page', settings)).toBe('public, max-age=0, s-maxage=10')
    expect(pageCachePolicy(null, 200)).toBe('private')
  })
})

describe('the last word on every response', () => {
  const publicPage = (body = 'page') =>
    new Response(body, { headers: { 'cache-control': cacheControlOf('public-page', settings), etag: etagOf(Buffer.from(body)), 'content-type': 'text/html' } })

  it('makes a response that sets a cookie private, whatever the page said', () => {
    const response = publicPage()
    response.headers.append('set-cookie', 'customer_token_expires_at=x; Path=/')
    const answered = withCachePolicy(get(), response)
    expect(answered.headers.get('cache-control')).toBe(PRIVATE)
    expect(answered.headers.get('etag')).toBeNull()
  })

  it('keeps a response without a policy nowhere, a redirect too', () => {
    expect(withCachePolicy(get(), new Response('{}')).headers.get('cache-control')).toBe(PRIVATE)
    expect(withCachePolicy(get(), Response.redirect('http://shop.test/fr/', 302)).headers.get('cache-control')).toBe(PRIVATE)
  })

  it('answers 304 Not Modified when the browser or proxy holds the page already, and the page otherwise', async () => {
    const etag = etagOf(Buffer.from('page'))
    const notModified = withCachePolicy(get({ 'if-none-match': `"other", ${etag.replace('W/', '')}` }), publicPage())
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(etag)
    expect(notModified.headers.get('cache-control')).toBe(cacheControlOf('public-page', settings))
    const changed = withCachePolicy(get({ 'if-none-match': etagOf(Buffer.from('older page')) }), publicPage())
    expect(changed.status).toBe(200)
    expect(await changed.text()).toBe('page')
  })

  it('compares validators weakly, as RFC 9110 asks of If-None-Match', () => {
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true)
    expect(matchesIfNoneMatch('*', 'W/"a"')).toBe(true)
    expect(matchesIfNoneMatch('"b"', 'W/"a"')).toBe(false)
    expect(matchesIfNoneMatch(null, 'W/"a"')).toBe(false)
  })
})
