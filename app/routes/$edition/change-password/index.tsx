import { createFileRoute } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { ChangePasswordView } from '../../../views/account/change-password-view.tsx'
import { EditionNotFoundView, EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Change password of the customer area, in every edition (`/{edition}/change-password/`). */
export const Route = createFileRoute('/$edition/change-password/')({
  ...accountPageRoute,
  component: function AccountRoute() {
    return <EditionView page={Route.useLoaderData()} body={<ChangePasswordView />} />
  },
  notFoundComponent: EditionNotFoundView,
})
