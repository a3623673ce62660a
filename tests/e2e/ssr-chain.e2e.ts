import { describe, expect } from 'vitest'
import { visit, waitForHydration } from './support/browser.ts'
import { test } from './support/shop-page.ts'

const CATEGORY = '/de/c/blutdruckmessgeraete/'

describe('server rendering from the root actor', () => {
  test('renders the page on the server and carries the settled root actor in the HTML', async ({ shopUrl }) => {
    const response = await fetch(`${shopUrl}${CATEGORY}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Blutdruckmessgeräte')
    expect(html).toMatch(/<article class="product-tile"/)
    expect(html).toContain('\\"value\\":\\"ready\\"')
  })

  test('sends pages compressed to browsers that accept it, and plain to those that do not', async ({ shopUrl }) => {
    for (const [accepted, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const response = await fetch(`${shopUrl}${CATEGORY}`, { headers: { 'accept-encoding': accepted } })
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding)
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
      expect(await response.text()).toContain('Blutdruckmessgeräte')
    }
  })

  test('sends the shop root to the edition of the visitor country', async ({ shopUrl }) => {
    const austria = await fetch(`${shopUrl}/`, { redirect: 'manual', headers: { 'x-country': 'AT' } })
    expect(austria.status).toBe(302)
    expect(new URL(austria.headers.get('location') ?? '', shopUrl).pathname).toBe('/de/')
    const unknown = await fetch(`${shopUrl}/`, { redirect: 'manual', headers: { 'accept-language': 'xx' } })
    expect(new URL(unknown.headers.get('location') ?? '', shopUrl).pathname).toBe('/fr/')
  })

  test('resumes the root actor in the browser without fetching the page again, and it goes on from there', async ({ page, shopUrl }) => {
    const serverCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_serverFn')) serverCalls.push(request.url())
    })
    await visit(page, `${shopUrl}${CATEGORY}`)

    await page.getByRole('button', { name: /^Zu den Favoriten hinzufügen:/ }).first().click()
    await expect.poll(() => page.getByRole('link', { name: 'Favoriten (1)' }).count()).toBe(1)
    expect(serverCalls).toEqual([])

    // The wishlist keeps favourites in browser storage: a new page load starts from them.
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('link', { name: 'Favoriten (1)' }).count()).toBe(1)
  })
})
