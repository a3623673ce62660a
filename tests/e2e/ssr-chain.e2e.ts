import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { visit, waitForHydration } from './support/browser.ts'
import { rootSnapshotOf } from './support/root-snapshot.ts'
import { test } from './support/shop-page.ts'

const CATEGORY = '/de/c/blutdruckmessgeraete/'

describe('server rendering from the root actor', () => {
  test('renders the page on the server and carries the settled root actor in the HTML', async ({ shopUrl }) => {
    const response = await fetch(`${shopUrl}${CATEGORY}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Blutdruckmessgeräte')
    expect(html).toMatch(/<article class="product-tile"/)
    expect(rootSnapshotOf(html).children.page?.snapshot?.value).toBe('ready')
  })

  it('ships no HTML sanitizer to the browser: content arrives sanitized by the server', async () => {
    const assets = path.resolve('dist/client/assets')
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    for (const name of scripts) expect(await readFile(path.join(assets, name), 'utf8'), name).not.toContain('allowedSchemesAppliedToAttributes')
  })

  test('sends pages compressed to browsers that accept it, and plain to those that do not', async ({ shopUrl }) => {
    for (const [accepted, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const response = await fetch(`${shopUrl}${CATEGORY}`, { headers: { 'accept-encoding': accepted } })
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding)
      expect(response.headers.get('vary')?.match(/Accept-Encoding/gi), 'Vary names Accept-Encoding once').toHaveLength(1)
      expect(await response.text()).toContain('Blutdruckmessgeräte')
    }
  })

  test('gives the browser the shop icon, small and cached for long, and a real icon at /favicon.ico instead of the not-found page', async ({ shopUrl }) => {
    const html = await (await fetch(`${shopUrl}${CATEGORY}`)).text()
    const svgLink = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes('rel="icon"') && tag.includes('type="image/svg+xml"'))
    const href = /\bhref="([^"]+)"/.exec(svgLink ?? '')?.[1]
    expect(href, 'icon link in the head').toBeDefined()

    const icon = await fetch(new URL(href!, shopUrl))
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.headers.get('cache-control')).toContain('max-age=31536000')
    expect((await icon.arrayBuffer()).byteLength).toBeLessThan(1024)

    const favicon = await fetch(`${shopUrl}/favicon.ico`)
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('content-type')).toBe('image/vnd.microsoft.icon')
    const bytes = new Uint8Array(await favicon.arrayBuffer())
    // An icon file starts with reserved 0 and type 1.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
    expect(bytes.byteLength).toBeLessThan(4096)
  })

  test('starts the page scripts once the first contentful paint is presented, with the chunks of the page body beside the entry and before hydration', async ({ page, shopUrl }) => {
    const html = await (await fetch(`${shopUrl}/pl/p/1099/`)).text()
    expect(html, 'no script or module preload fetched with the page').not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/)

    // The entry arrives a moment late, as on a phone's network: on loopback it could arrive before the loader's
    // next task adds the body's preload, which would say nothing of whether the body waits for the entry to run.
    // A second is more than a busy machine's tasks take, and well within a phone network's delay.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.continue()
    })
    await visit(page, `${shopUrl}/pl/p/1099/`)
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime, responseEnd: entry.responseEnd }))
        .sort((a, b) => a.startTime - b.startTime),
    }))
    const bodyChunk = timing.scripts.find((script) => /\/product-group-view-[\w-]+\.js$/.test(script.path))
    expect(bodyChunk, 'the product page body among the scripts').toBeDefined()
    for (const script of timing.scripts) expect(script.startTime, script.path).toBeGreaterThanOrEqual(timing.firstContentfulPaint)
    const [entry] = timing.scripts
    expect(bodyChunk!.startTime, 'the body chunk requested before the entry has arrived').toBeLessThan(entry!.responseEnd)
    expect(new Set(timing.scripts.map((script) => script.path)).size, 'each script fetched once').toBe(timing.scripts.length)
  })

  test('sends the shop root to the edition of the visitor country', async ({ shopUrl }) => {
    const austria = await fetch(`${shopUrl}/`, { redirect: 'manual', headers: { 'x-country': 'AT' } })
    expect(austria.status).toBe(302)
    expect(new URL(austria.headers.get('location') ?? '', shopUrl).pathname).toBe('/de/')
    const unknown = await fetch(`${shopUrl}/`, { redirect: 'manual', headers: { 'accept-language': 'xx' } })
    expect(new URL(unknown.headers.get('location') ?? '', shopUrl).pathname).toBe('/fr/')
    // A Polish browser's own languages: Polish first, then an English of a country without a store.
    const polish = await fetch(`${shopUrl}/`, { redirect: 'manual', headers: { 'accept-language': 'pl,en-US;q=0.7,en;q=0.3' } })
    expect(new URL(polish.headers.get('location') ?? '', shopUrl).pathname).toBe('/pl/')
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
