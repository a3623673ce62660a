import { describe, expect, it } from 'vitest'
import { languageEntries } from '../../../app.config.ts'
import { editionSitemapXml, sitemapEditions, sitemapIndexXml } from '../../../app/server/sitemap/sitemap-xml.ts'

const languages = languageEntries({ usShopUrl: 'https://us.example', esSiteUrl: 'https://es.example' })
const origin = 'https://shop.example'

describe('sitemaps', () => {
  it('index one sitemap per edition that is active and shown as an alternate', () => {
    expect(sitemapEditions(languages).map((language) => language.value)).toEqual(['de', 'it', 'uk', 'fr', 'nl', 'pl', 'global'])
    expect(sitemapIndexXml(`${origin}/`, sitemapEditions(languages))).toContain(`<sitemap><loc>${origin}/sitemap/uk.xml</loc></sitemap>`)
  })

  it('list pages, then categories, then products, with alternates only where another edition has the page', () => {
    const xml = editionSitemapXml(origin, [
      { type: 'product', url: '/de/p/1/', selfLinks: { de: '/de/p/1/', uk: '/uk/p/1/', es: '/es/p/1/' } },
      { type: 'category', url: '/de/c/a&b/', selfLinks: { de: '/de/c/a&b/' } },
      { type: 'page', url: '/de/', selfLinks: { de: '/de/', global: '/global/' } },
    ], languages)
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([`${origin}/de/`, `${origin}/de/c/a&amp;b/`, `${origin}/de/p/1/`])
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/global/"/>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en-GB" href="${origin}/uk/p/1/"/>`)
    // Spanish is hidden from alternates (SPEC §1); a page in one edition names none.
    expect(xml).not.toContain('/es/p/1/')
    expect(xml).not.toContain('hreflang="de" href="https://shop.example/de/c/')
  })
})
