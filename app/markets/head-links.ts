import { SITE_VERIFICATION_STORES, type ExternalLanguageEntry, type LanguageEntry, type Store } from '../../app.config.ts'
import { equivalentPath, type SelfLinks } from './equivalent-page.ts'
import { pathOf, withTrailingSlash } from './paths.ts'
import type { Market } from './resolve-market.ts'
import type { RouteKind } from './route-kinds.ts'

export interface AlternateLink {
  hreflang: string
  href: string
}

export interface SiteVerificationTag {
  name: 'google-site-verification'
  content: string
}

/**
 * Canonical URL (SPEC §2): absolute, trailing slash, and the edition prefix rather than the store code
 * (`/en/` → `/global/`, `/gb/` → `/uk/`). Accepts a path or an absolute URL.
 */
export function canonicalUrl(origin: string, pathOrUrl: string): string {
  const path = /^https?:\/\//i.test(pathOrUrl) ? new URL(pathOrUrl).pathname : pathOf(pathOrUrl)
  const edition = withTrailingSlash(path).replace(/^\/en\//i, '/global/').replace(/^\/gb\//i, '/uk/')
  return `${origin.replace(/\/+$/, '')}${edition}`
}

/**
 * Alternate-language links: one per active language not flagged `hide_from_alternates` that has an
 * equivalent page, plus `x-default` pointing at the global edition's page.
 */
export function alternateLinks(options: {
  origin: string
  route: RouteKind
  languages: ReadonlyArray<LanguageEntry | ExternalLanguageEntry>
  selfLinks?: SelfLinks
}): AlternateLink[] {
  const links: AlternateLink[] = []
  let xDefault: string | undefined
  for (const language of options.languages) {
    if (language.kind !== 'edition' || !language.is_active || language.hide_from_alternates) continue
    const path = equivalentPath(options.route, language, options.selfLinks)
    if (path === null) continue
    const href = canonicalUrl(options.origin, path)
    links.push({ hreflang: language.hreflang, href })
    if (language.is_global) xDefault = href
  }
  if (xDefault) links.push({ hreflang: 'x-default', href: xDefault })
  return links
}

/** The site verification tag, emitted for it, fr, de and nl only (SPEC §2). */
export function siteVerificationTag(store: Store, token: string | null | undefined): SiteVerificationTag | null {
  if (!token || !SITE_VERIFICATION_STORES.includes(store.code)) return null
  return { name: 'google-site-verification', content: token }
}

export interface HeadData {
  /** The store's text locale (BCP 47), as the root document already uses for `<html lang>`. */
  htmlLang: string
  canonical: string
  alternates: AlternateLink[]
  siteVerification: SiteVerificationTag | null
}

/** Everything the document head needs for a resolved request. */
export function headDataOf(options: {
  origin: string
  /** The page's own URL (content `self.url`) or else the request path. */
  selfPath: string
  market: Market
  route: RouteKind
  languages: ReadonlyArray<LanguageEntry | ExternalLanguageEntry>
  selfLinks?: SelfLinks
  siteVerificationToken?: string | null
}): HeadData {
  return {
    htmlLang: options.market.store.locale,
    canonical: canonicalUrl(options.origin, options.selfPath),
    alternates: alternateLinks(options),
    siteVerification: siteVerificationTag(options.market.store, options.siteVerificationToken),
  }
}
