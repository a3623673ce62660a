import { describe, expect, inject, it } from 'vitest'

interface UrlEntry {
  loc: string
  alternates: Record<string, string>
}

/** The `<url>` entries of a sitemap, each with its hreflang alternates. */
function urlsOf(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries([...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => [hreflang, href])),
  }))
}

/**
 * What a search engine reads: robots.txt names the sitemap index, the index names one sitemap per edition, and
 * each edition's sitemap lists its pages, categories and products with the same page in the other editions.
 */
describe('sitemap and robots.txt', () => {
  const shopUrl = inject('shopUrl')

  it('robots.txt lets crawlers in and names the sitemap index', async () => {
    const response = await fetch(`${shopUrl}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain(`Sitemap: ${shopUrl}/sitemap.xml`)
    expect(lines).not.toContain('Disallow: /')
  })

  it('the sitemap index names one sitemap per indexed edition, not the Spanish site or the inactive Indonesian edition', async () => {
    const response = await fetch(`${shopUrl}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    expect(response.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/)
    const xml = await response.text()
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const sitemaps = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(([, loc]) => loc)
    expect(sitemaps.sort()).toEqual(['de', 'fr', 'global', 'it', 'nl', 'pl', 'uk'].map((edition) => `${shopUrl}/sitemap/${edition}.xml`))
    for (const edition of ['es', 'id', 'us']) expect((await fetch(`${shopUrl}/sitemap/${edition}.xml`)).status).toBe(404)
  })

  it('an edition’s sitemap lists its pages, categories and products at their canonical addresses, with their hreflang alternates', async () => {
    const response = await fetch(`${shopUrl}/sitemap/de.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/)
    const urls = urlsOf(await response.text())
    const entry = (path: string) => urls.find((url) => url.loc === `${shopUrl}${path}`)

    expect(entry('/de/')!.alternates).toMatchObject({ de: `${shopUrl}/de/`, 'en-GB': `${shopUrl}/uk/`, en: `${shopUrl}/global/`, 'x-default': `${shopUrl}/global/` })
    expect(entry('/de/c/blutdruckmessgeraete/')!.alternates).toMatchObject({ 'en-GB': `${shopUrl}/uk/c/blood-pressure-monitors/`, fr: expect.stringMatching(/\/fr\/c\//) })
    expect(entry('/de/p/1045/')!.alternates).toMatchObject({ de: `${shopUrl}/de/p/1045/`, pl: `${shopUrl}/pl/p/1045/`, 'en-GB': `${shopUrl}/uk/p/1045/` })
    // Spanish is hidden from alternates (SPEC §1), and a page only in German names no other edition.
    expect(Object.keys(entry('/de/p/1045/')!.alternates)).not.toContain('es')
    expect(entry('/de/blog/blutdruck-richtig-messen/')!.alternates).toEqual({})
    // A redirect is not a page.
    expect(entry('/de/blutdruckmessgeraete/')).toBeUndefined()
    expect(urls.filter((url) => /\/de\/p\/\d+\/$/.test(url.loc)).length).toBe(197)
    expect(urls.every((url) => url.loc.endsWith('/'))).toBe(true)

    for (const path of ['/de/', '/de/c/blutdruckmessgeraete/', '/de/p/1045/', '/de/b/blutdruck-starter-set/', '/de/winteraktion/']) {
      expect(entry(path), path).toBeDefined()
      expect((await fetch(`${shopUrl}${path}`)).status, path).toBe(200)
    }
  })

  it('the UK edition’s sitemap points back to the German pages', async () => {
    const urls = urlsOf(await (await fetch(`${shopUrl}/sitemap/uk.xml`)).text())
    const category = urls.find((url) => url.loc === `${shopUrl}/uk/c/blood-pressure-monitors/`)
    expect(category!.alternates.de).toBe(`${shopUrl}/de/c/blutdruckmessgeraete/`)
    expect(urls.some((url) => url.loc.includes('/de/'))).toBe(false)
  })
})
