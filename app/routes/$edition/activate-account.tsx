import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { activationSearchOf } from '../../markets/account-link-search.ts'
import { ActivationView } from '../../views/activation-view.tsx'
import { editionHead, loadEditionPage, type EditionPageData } from '../../views/edition-page-data.ts'
import { EditionRouteError } from '../../views/edition-route-error.tsx'
import { EditionNotFoundView, EditionView } from '../../views/edition-view.tsx'

// The link of the invitation e-mail: `?url={activation URL}` (SPEC §2, §4).
export const Route = createFileRoute('/$edition/activate-account')({
  validateSearch: activationSearchOf,
  // The loader sends the tab's root its page: a preload (intent) must not replace the page on display.
  preload: false,
  loader: ({ location, context, parentMatchPromise }) => loadEditionPage(location, { root: context.root, rootMatch: parentMatchPromise }),
  head: ({ loaderData }) => (loaderData ? editionHead(loaderData) : {}),
  component: ActivateAccountRoute,
  notFoundComponent: ({ data }) => (data ? <EditionNotFoundView page={data as EditionPageData} /> : null),
  errorComponent: EditionRouteError,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/activate-account')

function ActivateAccountRoute() {
  return <EditionView page={route.useLoaderData()} body={<ActivationView activationUrl={route.useSearch().url ?? ''} />} />
}
