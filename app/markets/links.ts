import type { LanguageEntry } from '../../app.config.ts'
import { INTERNAL_ROUTES } from './internal-routes.ts'
import { pathOf, routeKey } from './paths.ts'
import { routePathOf } from './route-aliases.ts'

const EXTERNAL_LINK_REL = 'noopener noreferrer'

/** How a link from content (menus, snippets, rich text) is rendered (SPEC §2 route rules). */
export type RewrittenLink =
  /** `#…`, `mailto:` and `tel:` stay plain anchors. */
  | { kind: 'anchor'; href: string }
  /** Another site: opens in a new tab without handing it our window. */
  | { kind: 'external'; href: string; target: '_blank'; rel: typeof EXTERNAL_LINK_REL }
  /** A shop page: the browser shows `href`, the router serves it through the entry route with the SEO path. */
  | { kind: 'entry'; href: string; to: typeof INTERNAL_ROUTES.entry.path; search: { seoUrl: string; redirectBundleId?: string } }
  /** The language's search route: served by the search view. */
  | { kind: 'search'; href: string; to: typeof INTERNAL_ROUTES.search.path; search: { seoUrl: string } }

export interface LinkContext {
  /** The current edition's language entry (for its search route). */
  entry: LanguageEntry
  /** Public origin of the shop: absolute links to it are internal. */
  origin: string
  /** Set on bundle pages, so links carry the bundle back (`redirectBundleId`). */
  bundleId?: string
}

function sameOriginPath(href: string, origin: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return href
  try {
    const url = new URL(href, origin)
    return url.origin === new URL(origin).origin && /^https?:\/\//i.test(href) ? `${url.pathname}${url.search}${url.hash}` : undefined
  } catch {
    return undefined
  }
}

export function rewriteLink(href: string, context: LinkContext): RewrittenLink {
  const trimmed = href.trim()
  if (trimmed === '' || trimmed.startsWith('#') || /^(mailto|tel):/i.test(trimmed)) return { kind: 'anchor', href: trimmed }
  const path = sameOriginPath(trimmed, context.origin)
  if (path === undefined) {
    // Only web addresses leave the shop: a script or data scheme in content must not become a link.
    return /^(https?:)?\/\//i.test(trimmed) ? { kind: 'external', href: trimmed, target: '_blank', rel: EXTERNAL_LINK_REL } : { kind: 'anchor', href: '#' }
  }
  if (routeKey(path) === routeKey(context.entry.searchRoute)) {
    return { kind: 'search', href: path, to: INTERNAL_ROUTES.search.path, search: { seoUrl: context.entry.searchRoute } }
  }
  const seoUrl = path.split('#')[0] ?? path
  const search = context.bundleId ? { seoUrl, redirectBundleId: context.bundleId } : { seoUrl }
  return { kind: 'entry', href: path, to: INTERNAL_ROUTES.entry.path, search }
}

/** The entry-route URL of an internal link, e.g. for a server redirect or a prefetch. */
export function entryUrlOf(link: Extract<RewrittenLink, { kind: 'entry' | 'search' }>): string {
  return `${link.to}?${new URLSearchParams(Object.entries(link.search)).toString()}`
}

/** The edition a shop path belongs to, by its first segment once its public alias is mapped (`/recherche` is `fr`'s). */
export const editionOfPath = (path: string): string => routePathOf(pathOf(path)).split('/')[1] ?? ''
