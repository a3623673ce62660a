import { createFileRoute } from '@tanstack/react-router'
import { AccountErrorView } from '../../../views/account/account-error-view.tsx'
import { AccountNotFoundView } from '../../../views/account/account-not-found-view.tsx'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { AddressView } from '../../../views/account/address-view.tsx'
import { EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Address: the address book of the customer area, in every edition (`/{edition}/address/`). */
export const Route = createFileRoute('/$edition/address/')({
  ...accountPageRoute,
  component: function AccountRoute() {
    return <EditionView page={Route.useLoaderData()} body={<AddressView />} />
  },
  notFoundComponent: function AccountNotFound({ data }) {
    return <AccountNotFoundView data={data} edition={Route.useParams().edition} />
  },
  errorComponent: function AccountError() {
    return <AccountErrorView edition={Route.useParams().edition} />
  },
})
