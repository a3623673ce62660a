import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { ChangePasswordView } from '../../../views/account/change-password-view.tsx'
import { EditionNotFoundView, EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Change password of the customer area, in every edition (`/{edition}/change-password/`). */
export const Route = createFileRoute('/$edition/change-password/')({
  ...accountPageRoute,
  component: ChangePasswordRoute,
  notFoundComponent: EditionNotFoundView,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/change-password/')

function ChangePasswordRoute() {
  return <EditionView page={route.useLoaderData()} body={<ChangePasswordView />} />
}
