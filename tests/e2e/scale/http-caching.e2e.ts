import { describe, expect, inject } from 'vitest'
import { customerWithAddress } from '../buy/support.ts'
import { test } from '../support/shop-page.ts'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

/** One address of every public page type of the German edition. */
const PUBLIC_PAGES = {
  home: '/de/',
  content: '/de/datenschutz/',
  category: '/de/c/blutdruckmessgeraete/',
  // A product no other test buys: its stock holds still while two visitors ask, whichever worker answers.
  product: '/de/p/1120/',
  search: '/search-de?q=Manschette',
  favourites: '/de/favoriten',
  blog: '/de/blog/',
}
const PRIVATE_PAGES = { cart: '/de/cart', login: '/de/login/', account: '/de/order-history/' }

const PUBLIC_POLICY = /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=(\d+)$/

describe('one HTML for every visitor, and HTTP caching a CDN can use', () => {
  const backendUrl = inject('backendUrl')

  test('answers every public page type public for a shared cache, with an ETag and the device class it varies by', async ({ shopUrl }) => {
    for (const [kind, path] of Object.entries(PUBLIC_PAGES)) {
      const response = await fetch(`${shopUrl}${path}`, { headers: { 'user-agent': DESKTOP } })
      expect(response.status, kind).toBe(200)
      expect(response.headers.get('cache-control'), kind).toMatch(PUBLIC_POLICY)
      expect(response.headers.get('etag'), kind).toMatch(/^W\/"[\w-]+"$/)
      expect(response.headers.get('vary'), kind).toMatch(/X-Device-Class/)
      expect(response.headers.get('set-cookie'), kind).toBeNull()
    }
  })

  test('answers the cart, the account and the login page private and never kept, even to a logged-in shopper', async ({ shopUrl }) => {
    const { token } = await customerWithAddress(backendUrl, 'DE')
    const cookie = `customer_access_token=${token.accessToken}; customer_token_expires_at=${token.expiresAt}`
    for (const [kind, path] of Object.entries(PRIVATE_PAGES)) {
      for (const headers of [{}, { cookie }] as Array<Record<string, string>>) {
        const response = await fetch(`${shopUrl}${path}`, { headers, redirect: 'manual' })
        expect(response.headers.get('cache-control'), kind).toBe('private, no-store')
        expect(response.headers.get('etag'), kind).toBeNull()
      }
    }
  })

  test('gives two visitors, one logged in with a cart, the other new, byte-identical HTML of the same page', async ({ shopUrl }) => {
    const { token } = await customerWithAddress(backendUrl, 'DE')
    const regular = `customer_access_token=${token.accessToken}; customer_token_expires_at=${encodeURIComponent(token.expiresAt)}; cart_id=gid%3A%2F%2Fshopify%2FCart%2Fc1; checkout_id=gid%3A%2F%2Fshopify%2FCheckout%2Fc1; checkout_place=DE%7CAT; cart_quantity=3`
    for (const [kind, path] of Object.entries(PUBLIC_PAGES)) {
      const [regularPage, newPage] = await samePageTwice(`${shopUrl}${path}`, { cookie: regular, 'user-agent': DESKTOP }, { 'user-agent': DESKTOP })
      expect(regularPage.length, kind).toBeGreaterThan(1_000)
      expect(Buffer.compare(regularPage, newPage), `${kind}: the HTML differs between visitors`).toBe(0)
      expect(regularPage.toString(), kind).not.toContain(token.accessToken)
    }
  })

  test('renders a phone its own layout, and says so in Vary', async ({ shopUrl }) => {
    const [desktop, phone] = await Promise.all(
      [DESKTOP, PHONE].map(async (userAgent) => (await fetch(`${shopUrl}${PUBLIC_PAGES.category}`, { headers: { 'user-agent': userAgent } })).text()),
    )
    expect(desktop).not.toBe(phone)
    const [classDesktop, classPhone] = await Promise.all(
      ['desktop', 'mobile'].map((deviceClass) => fetch(`${shopUrl}${PUBLIC_PAGES.category}`, { headers: { 'user-agent': PHONE, 'x-device-class': deviceClass } })),
    )
    // Behind a proxy that sends the device class, that class alone decides the layout.
    expect(classDesktop!.headers.get('vary')).toMatch(/^X-Device-Class(, Accept-Encoding)?$/)
    expect(await classDesktop!.text()).toBe(desktop)
    expect(await classPhone!.text()).toBe(phone)
  })

  test('answers 304 Not Modified to a browser or proxy that holds the page already', async ({ shopUrl }) => {
    const first = await fetch(`${shopUrl}${PUBLIC_PAGES.product}`)
    const etag = first.headers.get('etag')!
    const again = await fetch(`${shopUrl}${PUBLIC_PAGES.product}`, { headers: { 'if-none-match': etag } })
    // The page may have been rendered anew in a new fresh window meanwhile: then it is a new page, answered whole.
    if (again.headers.get('etag') === etag) {
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    } else expect(again.status).toBe(200)
    expect(again.headers.get('cache-control')).toMatch(PUBLIC_POLICY)
  })

  test('keeps an error page only briefly, and hashed assets for a year', async ({ shopUrl }) => {
    const missing = await fetch(`${shopUrl}/de/p/does-not-exist/`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
    const html = await (await fetch(`${shopUrl}${PUBLIC_PAGES.home}`)).text()
    const asset = /\/assets\/[\w.-]+\.js(?=")/.exec(html)?.[0]
    expect(asset).toBeDefined()
    expect((await fetch(`${shopUrl}${asset}`)).headers.get('cache-control')).toBe('max-age=31536000, immutable')
  })

  test('tells a load balancer the shop is alive and ready, never from a cache', async ({ shopUrl }) => {
    const alive = await fetch(`${shopUrl}/healthz`)
    expect(alive.status).toBe(200)
    expect(alive.headers.get('cache-control')).toBe('no-store')
    const ready = await fetch(`${shopUrl}/readyz`)
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({
      ready: true,
      checks: [
        { name: 'configuration', ok: true },
        { name: 'build', ok: true },
        { name: 'commerce', ok: true },
        { name: 'content', ok: true },
      ],
    })
  })
})

/**
 * The same page for two visitors. A page is dated to the fresh window it was rendered in (s-maxage long), so
 * two fetches either side of a window's end may differ by that date alone: such a pair is fetched again.
 */
async function samePageTwice(url: string, first: Record<string, string>, second: Record<string, string>): Promise<[Buffer, Buffer]> {
  for (;;) {
    const startedAt = Date.now()
    const responses = await Promise.all([fetch(url, { headers: first }), fetch(url, { headers: second })])
    const fresh = Number(PUBLIC_POLICY.exec(responses[0].headers.get('cache-control') ?? '')?.[1]) * 1000
    const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer())))
    if (Math.floor(startedAt / fresh) === Math.floor(Date.now() / fresh)) return bodies as [Buffer, Buffer]
  }
}
