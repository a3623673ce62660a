import type { LanguageEntry } from '../../../app.config.ts'
import type { SitemapEntry } from '../../../services/content.ts'
import { alternateLinks, canonicalUrl, type AnyLanguageEntry } from '../../markets/index.ts'

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** The editions search engines are told about: those the shop serves that also appear as alternates (SPEC §1, §2). */
export const sitemapEditions = (languages: readonly AnyLanguageEntry[]): LanguageEntry[] =>
  languages.filter((language): language is LanguageEntry => language.kind === 'edition' && language.is_active && !language.hide_from_alternates)

const editionSitemapPath = (edition: string) => `/sitemap/${edition}.xml`

/** The sitemap index: one sitemap per edition. */
export function sitemapIndexXml(origin: string, editions: readonly LanguageEntry[]): string {
  const base = origin.replace(/\/+$/, '')
  const sitemaps = editions.map((edition) => `  <sitemap><loc>${escapeXml(`${base}${editionSitemapPath(edition.value)}`)}</loc></sitemap>\n`).join('')
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps}</sitemapindex>\n`
}

/** Pages first, then categories, then products, each in the platform's order. */
const ORDER: Record<SitemapEntry['type'], number> = { page: 0, category: 1, product: 2 }

/**
 * One edition's sitemap: each page at its canonical address, with the same page in every other indexed edition
 * as its hreflang alternates (the page's own edition included, and x-default), exactly as the page's head links them.
 */
export function editionSitemapXml(origin: string, entries: readonly SitemapEntry[], languages: readonly AnyLanguageEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => ORDER[a.type] - ORDER[b.type])
    .map((entry) => {
      const alternates = alternateLinks({ origin, route: { kind: 'content', seoUrl: entry.url }, languages, selfLinks: entry.selfLinks })
      // A page only in its own edition has no alternate to name.
      const links = alternates.filter((link) => link.hreflang !== 'x-default').length > 1 ? alternates.map((link) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>\n`).join('') : ''
      return `  <url>\n    <loc>${escapeXml(canonicalUrl(origin, entry.url))}</loc>\n${links}  </url>\n`
    })
    .join('')
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`
}
