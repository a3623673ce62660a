import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { OrderHistoryView } from '../../../views/account/order-history-view.tsx'
import { EditionNotFoundView, EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 Orders: the order history of the customer area, in every edition (`/{edition}/order-history/`). */
export const Route = createFileRoute('/$edition/order-history/')({
  ...accountPageRoute,
  component: OrderHistoryRoute,
  notFoundComponent: EditionNotFoundView,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/order-history/')

function OrderHistoryRoute() {
  return <EditionView page={route.useLoaderData()} body={<OrderHistoryView />} />
}
