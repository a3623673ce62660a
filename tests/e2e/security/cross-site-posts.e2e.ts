import { describe, expect, inject, it } from 'vitest'
import { POST_ENDPOINTS, serverFunctions } from './server-functions.ts'

/** A page of another site posting into the shop: the browser names that site in Origin and Sec-Fetch-Site. */
const FOREIGN = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }

describe('cross-site posts are refused', () => {
  const shopUrl = inject('shopUrl')

  it('refuses a text/plain form post from another site to the newsletter endpoint with 403, and subscribes no one', async () => {
    const email = `stranger-${Date.now()}@example.com`
    const body = JSON.stringify({ email, store: 'de', create_voucher: true, country: 'DE' })
    const browsers: Array<Record<string, string>> = [{ origin: FOREIGN.origin }, FOREIGN, { 'sec-fetch-site': 'same-site' }]
    for (const headers of browsers) {
      const response = await fetch(`${shopUrl}/api/newsletter/subscribe`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body })
      expect(response.status).toBe(403)
      expect(await response.text()).not.toContain('subscribed')
    }
  })

  it('refuses a post with a foreign Origin to every endpoint and every server function with 403', async () => {
    const functions = serverFunctions()
    expect(functions.length).toBeGreaterThan(5)
    for (const endpoint of POST_ENDPOINTS) {
      const response = await fetch(`${shopUrl}${endpoint}`, { method: 'POST', headers: { origin: FOREIGN.origin, 'content-type': 'application/json' }, body: '{}' })
      expect(response.status, endpoint).toBe(403)
    }
    for (const { id, name } of functions) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${shopUrl}/_serverFn/${id}`, { method, headers: { ...FOREIGN, 'content-type': 'application/json', 'x-tsr-serverfn': 'true' }, ...(method === 'POST' ? { body: '{}' } : {}) })
        expect(response.status, `${method} ${name}`).toBe(403)
      }
    }
  })

  it('lets the shop’s own pages post: a same-origin post is not refused', async () => {
    const ownPages: Array<Record<string, string>> = [{ 'sec-fetch-site': 'same-origin' }, { origin: shopUrl }]
    for (const headers of ownPages) {
      const response = await fetch(`${shopUrl}/log-error/`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' })
      // Read and refused for its content (400), not for where it came from.
      expect(response.status).toBe(400)
    }
  })
})
