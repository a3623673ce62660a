import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { editionParam } from '../../markets/index.ts'
import { resetSearchOf } from '../../markets/account-link-search.ts'
import { editionPageRoute } from '../../views/edition-route.tsx'
import { EditionView } from '../../views/edition-view.tsx'
import { ResetPasswordView } from '../../views/reset-password-view.tsx'

// The link of the password-reset e-mail: `?id={customer id}&token={reset token}` (SPEC §2, §4).
export const Route = createFileRoute('/$edition/reset-password')({
  validateSearch: resetSearchOf,
  ...editionPageRoute,
  params: editionParam,
  component: ResetPasswordRoute,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/reset-password')

function ResetPasswordRoute() {
  return <EditionView page={route.useLoaderData()} body={<ResetPasswordView link={route.useSearch()} />} />
}
