import { createFileRoute } from '@tanstack/react-router'
import { AccountErrorView } from '../../../views/account/account-error-view.tsx'
import { AccountNotFoundView } from '../../../views/account/account-not-found-view.tsx'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { PersonalDataView } from '../../../views/account/personal-data-view.tsx'
import { EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Personal data of the customer area, in every edition (`/{edition}/personal/`). */
export const Route = createFileRoute('/$edition/personal/')({
  ...accountPageRoute,
  component: function AccountRoute() {
    return <EditionView page={Route.useLoaderData()} body={<PersonalDataView />} />
  },
  notFoundComponent: function AccountNotFound({ data }) {
    return <AccountNotFoundView data={data} edition={Route.useParams().edition} />
  },
  errorComponent: function AccountError() {
    return <AccountErrorView edition={Route.useParams().edition} />
  },
})
