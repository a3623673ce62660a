import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { localeOfEdition } from '../../../i18n/editions.ts'
import { loadDictionary } from '../../../i18n/load-dictionary.ts'
import type { EditionKey } from '../../../app.config.ts'
import { loginHrefOf } from '../../markets/index.ts'
import { accountAccess } from '../../server/account-page-access.ts'
import type { PageLoad } from '../../state/page-load.ts'
import { loadEditionPage, type EditionPageData } from '../edition-page-data.ts'
import { editionPageRoute, type EditionLoaderContext } from '../edition-route.tsx'

/**
 * An account page of an edition: its header and footer like every page, for a visitor with a customer token.
 * A visitor without one is sent to the login page, which brings them back here (the return-path rule). The
 * customer's own data loads in the browser.
 */
async function loadAccountPage(location: ParsedLocation, edition: EditionKey, load: PageLoad): Promise<EditionPageData> {
  // The error page speaks the edition's language even when the page fails to load.
  await loadDictionary(localeOfEdition(edition))
  const [access, page] = await Promise.all([load.preload ? null : accountAccess(), loadEditionPage(location, load)])
  const { route, market } = page.resolved
  // A page fetched ahead is never shown (edition-route.tsx): whether the visitor may see it is asked when they open it.
  if (!access) return page
  if (route.kind !== 'account') throw notFound({ data: page })
  if (!access.loggedIn) throw redirect({ href: loginHrefOf(market.entry.accountRoutes.login, location.href, market.entry), statusCode: 302 })
  return page
}

/**
 * What every page of the customer area does: an edition page's loading and head (edition-route.tsx) with the
 * visitor's access checked, and SPEC §2's rule that account pages are a customer's own: nothing for a search
 * engine, nothing for a shared cache. Each route takes a copy: the router writes a route's id into its options.
 */
export const accountPageRoute = {
  loader: {
    handler: ({ location, params, context, parentMatchPromise, preload }: EditionLoaderContext & { params: { edition: EditionKey } }) =>
      loadAccountPage(location, params.edition, { root: context.root, rootMatch: parentMatchPromise, preload }),
    staleReloadMode: editionPageRoute.loader.staleReloadMode,
  },
  preloadStaleTime: editionPageRoute.preloadStaleTime,
  head: editionPageRoute.head,
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  params: editionPageRoute.params,
  component: editionPageRoute.component,
  notFoundComponent: editionPageRoute.notFoundComponent,
}
