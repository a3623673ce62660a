import { useMatch, type AnyRouter, type ParsedLocation } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { editionParam } from '../markets/index.ts'
import { pagesAreOnlyRead } from '../server/method-not-allowed.ts'
import type { ShopRouterContext } from '../state/page-load.ts'
import type { RootSnapshotText } from '../state/root-snapshot-text.tsx'
import { editionHead, loadEditionPage, type EditionPageData } from './edition-page-data.ts'
import { EditionNotFoundView, EditionView } from './edition-view.tsx'

export interface EditionLoaderContext {
  location: ParsedLocation
  context: ShopRouterContext
  parentMatchPromise: Promise<{ loaderData?: { snapshot: RootSnapshotText } }>
  preload: boolean
}

/**
 * What every page route does (home, content, product, category, search, cart, favourites, login and the other
 * account pages): its loader has the tab's root load the page and waits until it has settled; a path whose page is missing answers
 * the error page as not found (in the shop's frame when the page has one), and a loader that fails answers the
 * router's error page (app/router.tsx). A page is only read: another method is answered 405 before it loads.
 *
 * A page a shopper opens always loads, and the route waits for it (blocking, never the data it had): the page on
 * display is the root's, so the data a link's intent preload fetched ahead is never rendered, only used by the
 * load that follows (edition-page-data.ts). A page that stays (a jump to one of its sections) does not load again.
 *
 * The page routes share one component, so going from one page kind to another (a product to the cart) keeps the
 * shop's frame mounted: an open cart flyout, the search field and the header's state stay as the shopper left them.
 */
export const pageRoute = {
  loader: {
    handler: ({ location, context, parentMatchPromise, preload }: EditionLoaderContext) => loadEditionPage(location, { root: context.root, rootMatch: parentMatchPromise, preload }),
    staleReloadMode: 'blocking' as const,
  },
  preloadStaleTime: 0,
  head: ({ loaderData }: { loaderData?: EditionPageData }) => (loaderData ? editionHead(loaderData) : {}),
  notFoundComponent: EditionNotFoundView,
  component: EditionPageRoute,
  server: { middleware: [pagesAreOnlyRead] },
}

/**
 * A page route under an edition (`/$edition/…`): its first segment must be an edition's key (SPEC §1), or the path
 * is the content route's to answer.
 */
export const editionPageRoute = { ...pageRoute, params: editionParam }

function EditionPageRoute(): ReactElement {
  // Read as any router's match: the routes that use this component are what the registered router is made of.
  const page = useMatch<AnyRouter, undefined, false, true, EditionPageData>({ strict: false, select: (match) => match.loaderData as EditionPageData })
  return <EditionView page={page} />
}
