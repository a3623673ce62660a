import type { ParsedLocation } from '@tanstack/react-router'
import type { ShopRouterContext } from '../state/page-load.ts'
import { editionHead, loadEditionPage, type EditionPageData } from './edition-page-data.ts'
import { EditionRouteError } from './edition-route-error.tsx'
import { EditionNotFoundView } from './edition-view.tsx'

export interface EditionLoaderContext {
  location: ParsedLocation
  context: ShopRouterContext
  parentMatchPromise: Promise<{ loaderData?: { snapshot: string } }>
  preload: boolean
}

/**
 * What every edition page route does (home, content, product, category, search, cart, favourites, login): its
 * loader has the tab's root load the page and waits until it has settled; a path whose page is missing answers
 * the error page as not found, and a loader that fails answers the error page of SPEC §8.
 *
 * A page a shopper opens always loads, and the route waits for it (blocking, never the data it had): the page on
 * display is the root's, so the data a link's intent preload fetched ahead is never rendered, only used by the
 * load that follows (edition-page-data.ts). A page that stays (a jump to one of its sections) does not load again.
 */
export const editionPageRoute = {
  loader: {
    handler: ({ location, context, parentMatchPromise, preload }: EditionLoaderContext) => loadEditionPage(location, { root: context.root, rootMatch: parentMatchPromise, preload }),
    staleReloadMode: 'blocking' as const,
  },
  preloadStaleTime: 0,
  head: ({ loaderData }: { loaderData?: EditionPageData }) => (loaderData ? editionHead(loaderData) : {}),
  notFoundComponent: ({ data }: { data?: unknown }) => (data ? <EditionNotFoundView page={data as EditionPageData} /> : null),
  errorComponent: EditionRouteError,
}
