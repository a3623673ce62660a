import { createFileRoute } from '@tanstack/react-router'
import { AccountErrorView } from '../../../views/account/account-error-view.tsx'
import { AccountNotFoundView } from '../../../views/account/account-not-found-view.tsx'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { ChangePasswordView } from '../../../views/account/change-password-view.tsx'
import { EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Change password of the customer area, in every edition (`/{edition}/change-password/`). */
export const Route = createFileRoute('/$edition/change-password/')({
  ...accountPageRoute,
  component: function AccountRoute() {
    return <EditionView page={Route.useLoaderData()} body={<ChangePasswordView />} />
  },
  notFoundComponent: function AccountNotFound({ data }) {
    return <AccountNotFoundView data={data} edition={Route.useParams().edition} />
  },
  errorComponent: function AccountError() {
    return <AccountErrorView edition={Route.useParams().edition} />
  },
})
