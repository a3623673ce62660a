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

  it('answers 500 with the error content when the scrape endpoint fails too', async () => {
    await fail('page', '500')
    await fail('scrape', '500')
    const response = await fetch(`${shopUrl}/de/c/waagen/?sort=price-desc`)
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('Etwas ist schiefgelaufen')
    expect(html).toContain('Zur Startseite')
  })

  it('takes a malformed reply for a failure, not for a missing page: scrape fallback, then 500', async () => {
    await fail('page', 'malformed')
    await fail('scrape', '500')
    const response = await fetch(`${shopUrl}/de/c/massage/?sort=price-desc`)
    expect(response.status).toBe(500)
  })

  it('still shows the page when the content platform answers garbage but the scrape endpoint works', async () => {
    await fail('page', 'malformed')
    const response = await fetch(`${shopUrl}/de/c/babypflege/?sort=price-desc`)
    expect(response.status).toBe(200)
  })
})
