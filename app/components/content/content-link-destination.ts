import type { LanguageEntry } from '../../../app.config.ts'
import { editionOfPath, rewriteLink } from '../../markets/links.ts'

/** Where a link from content takes the shopper, as a content link renders it. */
export interface ContentLinkDestination {
  /** `external` opens another site in a new tab; `document` loads the page anew (an anchor, another edition); `page` loads through the router. */
  kind: 'external' | 'document' | 'page'
  href: string
}

/** More links than a catalogue's pages hold: past it an edition's links are read afresh rather than kept in order of use. */
const MAX_LINKS_PER_EDITION = 5_000

/**
 * The same links come on page after page (the menu, the footer, the tiles of a category), and reading one costs a
 * URL parse and a route lookup: each is read once per edition. Kept by the edition's language entry, a value of
 * the configuration, and by the link's own text, so finding one costs no key of its own.
 */
const destinations = new WeakMap<LanguageEntry, { origin: string; byHref: Map<string, ContentLinkDestination> }>()

export function contentLinkDestinationOf(href: string, shop: { entry: LanguageEntry; origin: string }): ContentLinkDestination {
  let known = destinations.get(shop.entry)
  if (!known || known.origin !== shop.origin) destinations.set(shop.entry, (known = { origin: shop.origin, byHref: new Map() }))
  let destination = known.byHref.get(href)
  if (!destination) {
    if (known.byHref.size >= MAX_LINKS_PER_EDITION) known.byHref.clear()
    known.byHref.set(href, (destination = destinationOf(href, shop)))
  }
  return destination
}

function destinationOf(href: string, shop: { entry: LanguageEntry; origin: string }): ContentLinkDestination {
  const link = rewriteLink(href, { entry: shop.entry, origin: shop.origin })
  if (link.kind === 'external') return { kind: 'external', href: link.href }
  // Another edition is another market (store, currency, checkout): the document loads anew for it.
  if (link.kind === 'anchor' || editionOfPath(link.href) !== shop.entry.value) return { kind: 'document', href: link.href }
  return { kind: 'page', href: link.href }
}
