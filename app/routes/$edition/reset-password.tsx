import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { resetSearchOf } from '../../markets/account-link-search.ts'
import { editionHead, loadEditionPage, type EditionPageData } from '../../views/edition-page-data.ts'
import { EditionRouteError } from '../../views/edition-route-error.tsx'
import { EditionNotFoundView, EditionView } from '../../views/edition-view.tsx'
import { ResetPasswordView } from '../../views/reset-password-view.tsx'

// The link of the password-reset e-mail: `?id={customer id}&token={reset token}` (SPEC §2, §4).
export const Route = createFileRoute('/$edition/reset-password')({
  validateSearch: resetSearchOf,
  // The loader sends the tab's root its page: a preload (intent) must not replace the page on display.
  preload: false,
  loader: ({ location, context, parentMatchPromise }) => loadEditionPage(location, { root: context.root, rootMatch: parentMatchPromise }),
  head: ({ loaderData }) => (loaderData ? editionHead(loaderData) : {}),
  component: ResetPasswordRoute,
  notFoundComponent: ({ data }) => (data ? <EditionNotFoundView page={data as EditionPageData} /> : null),
  errorComponent: EditionRouteError,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/reset-password')

function ResetPasswordRoute() {
  return <EditionView page={route.useLoaderData()} body={<ResetPasswordView link={route.useSearch()} />} />
}
