import { createFileRoute } from '@tanstack/react-router'
import { AccountErrorView } from '../../../views/account/account-error-view.tsx'
import { AccountNotFoundView } from '../../../views/account/account-not-found-view.tsx'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { OrderHistoryView } from '../../../views/account/order-history-view.tsx'
import { EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Orders: the order history of the customer area, in every edition (`/{edition}/order-history/`). */
export const Route = createFileRoute('/$edition/order-history/')({
  ...accountPageRoute,
  component: function AccountRoute() {
    return <EditionView page={Route.useLoaderData()} body={<OrderHistoryView />} />
  },
  notFoundComponent: function AccountNotFound({ data }) {
    return <AccountNotFoundView data={data} edition={Route.useParams().edition} />
  },
  errorComponent: function AccountError() {
    return <AccountErrorView edition={Route.useParams().edition} />
  },
})
