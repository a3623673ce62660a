import { describe, expect, inject, it } from 'vitest'

const shopUrl = inject('shopUrl')

const ask = (method: string, path: string) => fetch(`${shopUrl}${path}`, { method, redirect: 'manual' })

const backendUrl = inject('backendUrl')
const admin = { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' }
const pendingFaults = async () => ((await (await fetch(`${backendUrl}/admin/faults`, { headers: admin })).json()) as { pending: Record<string, number> }).pending

describe('an address answers a method it does not take with 405, naming those it does (RFC 9110)', () => {
  it.each([
    ['POST', '/de/'],
    ['PUT', '/fr/p/1099/'],
    ['DELETE', '/it/c/misuratori-di-pressione/'],
    ['PATCH', '/search-pl?searchPhrase=mankiet'],
    ['DELETE', '/nl/no-such-page/'],
  ])('a page is only read: %s %s is refused, and nothing is rendered', async (method, path) => {
    const response = await ask(method, path)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(await response.text()).toBe('')
  })

  // A fault waiting on the content platform's page endpoint is taken by the first page call: it still waits, so
  // the refused request never reached the page's loader. The page was never asked for, so no cached reply answers.
  it.each([
    ['POST', '/fr/p/1042/'],
    ['DELETE', '/pl/c/wagi/?sort=price-asc'],
  ])('%s %s is refused before the page loads: no content call is made', async (method, path) => {
    await fetch(`${backendUrl}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'page', mode: '500' }) })
    try {
      expect((await ask(method, path)).status).toBe(405)
      expect(await pendingFaults()).toEqual({ page: 1 })
    } finally {
      await fetch(`${backendUrl}/admin/faults`, { method: 'DELETE', headers: admin })
    }
  })

  it.each([
    ['GET', '/log-error/', 'POST'],
    ['GET', '/api/newsletter/subscribe', 'POST'],
    ['DELETE', '/api/salesforce/getUser', 'POST'],
    ['POST', '/robots.txt', 'GET, HEAD'],
    ['POST', '/sitemap.xml', 'GET, HEAD'],
    ['PUT', '/sitemap/de.xml', 'GET, HEAD'],
  ])('an endpoint takes only its own methods: %s %s is refused, naming %s', async (method, path, allowed) => {
    const response = await ask(method, path)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allowed)
  })

  it.each([
    ['/uk/', 'GET, HEAD'],
    ['/log-error/', 'POST'],
  ])('OPTIONS %s names what it takes', async (path, allowed) => {
    const response = await ask('OPTIONS', path)
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe(allowed)
  })

  it.each(['/de/', '/robots.txt', '/sitemap.xml'])('GET and HEAD %s are answered as ever', async (path) => {
    expect((await ask('GET', path)).status).toBe(200)
    const head = await ask('HEAD', path)
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})
