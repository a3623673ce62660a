import { createFileRoute } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { PersonalDataView } from '../../../views/account/personal-data-view.tsx'
import { EditionNotFoundView, EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Personal data of the customer area, in every edition (`/{edition}/personal/`). */
export const Route = createFileRoute('/$edition/personal/')({
  ...accountPageRoute,
  component: function AccountRoute() {
    return <EditionView page={Route.useLoaderData()} body={<PersonalDataView />} />
  },
  notFoundComponent: EditionNotFoundView,
})
