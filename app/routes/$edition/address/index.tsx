import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { AddressView } from '../../../views/account/address-view.tsx'
import { EditionNotFoundView, EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Address: the address book of the customer area, in every edition (`/{edition}/address/`). */
export const Route = createFileRoute('/$edition/address/')({
  ...accountPageRoute,
  component: AddressRoute,
  notFoundComponent: EditionNotFoundView,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/address/')

function AddressRoute() {
  return <EditionView page={route.useLoaderData()} body={<AddressView />} />
}
