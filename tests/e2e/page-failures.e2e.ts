import { afterEach, describe, expect, inject, it } from 'vitest'

/** SPEC §4 Content request and §8: the scrape fallback, and what the shopper gets when both fail. */
describe('content request failures', () => {
  const shopUrl = inject('shopUrl')
  const backendUrl = inject('backendUrl')
  const admin = { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' }
  const fail = (target: string, mode: string, count = 1) =>
    fetch(`${backendUrl}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target, mode, count }) })

  afterEach(() => fetch(`${backendUrl}/admin/faults`, { method: 'DELETE', headers: admin }))

  // Each test asks for a page no earlier request has warmed, so no cached reply stands in for the platform.
  it('shows the page from the scrape endpoint when the page endpoint does not answer 200', async () => {
    await fail('page', '500')
    const response = await fetch(`${shopUrl}/de/c/thermometer/?sort=price-desc`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<h1')
  })

  // SPEC §4: "on a page-load failure the server answers 404", with the spec's error page and one title.
  it('answers 404 with the error page and exactly one title when the scrape endpoint fails too', async () => {
    await fail('page', '500')
    await fail('scrape', '500')
    const response = await fetch(`${shopUrl}/de/c/waagen/?sort=price-desc`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Seite nicht gefunden</title>'])
    expect(html).toContain('<h1 id="error-page-heading">Seite nicht gefunden')
    expect(html).toContain('Zur Startseite')
  })

  it('takes a malformed reply for a failure, not for a missing page: scrape fallback, then the 404 error page', async () => {
    await fail('page', 'malformed')
    await fail('scrape', '500')
    const response = await fetch(`${shopUrl}/de/c/massage/?sort=price-desc`)
    expect(response.status).toBe(404)
    expect((await response.text()).match(/<title>[^<]*<\/title>/g)).toHaveLength(1)
  })

  it('answers a product id the platform fails on with the 404 error page, never a 5xx', async () => {
    const response = await fetch(`${shopUrl}/de/p/2147483648/`)
    expect(response.status).toBe(404)
    expect((await response.text()).match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Seite nicht gefunden</title>'])
  })

  it('still shows the page when the content platform answers garbage but the scrape endpoint works', async () => {
    await fail('page', 'malformed')
    const response = await fetch(`${shopUrl}/de/c/babypflege/?sort=price-desc`)
    expect(response.status).toBe(200)
  })
})
