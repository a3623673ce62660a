import { createFileRoute } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { OrderHistoryView } from '../../../views/account/order-history-view.tsx'
import { EditionNotFoundView, EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Orders: the order history of the customer area, in every edition (`/{edition}/order-history/`). */
export const Route = createFileRoute('/$edition/order-history/')({
  ...accountPageRoute,
  component: function AccountRoute() {
    return <EditionView page={Route.useLoaderData()} body={<OrderHistoryView />} />
  },
  notFoundComponent: EditionNotFoundView,
})
