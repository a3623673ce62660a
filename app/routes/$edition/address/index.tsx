import { createFileRoute } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { AddressView } from '../../../views/account/address-view.tsx'
import { EditionNotFoundView, EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Address: the address book of the customer area, in every edition (`/{edition}/address/`). */
export const Route = createFileRoute('/$edition/address/')({
  ...accountPageRoute,
  component: function AccountRoute() {
    return <EditionView page={Route.useLoaderData()} body={<AddressView />} />
  },
  notFoundComponent: EditionNotFoundView,
})
