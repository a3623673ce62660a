import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { PersonalDataView } from '../../../views/account/personal-data-view.tsx'
import { EditionNotFoundView, EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Personal data of the customer area, in every edition (`/{edition}/personal/`). */
export const Route = createFileRoute('/$edition/personal/')({
  ...accountPageRoute,
  component: PersonalDataRoute,
  notFoundComponent: EditionNotFoundView,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/personal/')

function PersonalDataRoute() {
  return <EditionView page={route.useLoaderData()} body={<PersonalDataView />} />
}
