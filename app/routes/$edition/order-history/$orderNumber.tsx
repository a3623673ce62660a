import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router'
import { editionParam } from '../../../markets/index.ts'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'
import { OrderDetailView } from '../../../views/account/order-detail-view.tsx'
import { EditionNotFoundView, EditionView } from '../../../views/edition-view.tsx'

const ORDER_NUMBER = /^[1-9]\d{0,15}$/

/** SPEC §2 order detail with back-to-overview: `/{edition}/order-history/{order number}/`. */
export const Route = createFileRoute('/$edition/order-history/$orderNumber')({
  params: {
    parse: (raw) => {
      const params = editionParam.parse(raw)
      if (!params) return false
      if (!ORDER_NUMBER.test(params.orderNumber)) throw notFound()
      return { ...params, orderNumber: Number(params.orderNumber) }
    },
    stringify: ({ edition, orderNumber }) => ({ edition, orderNumber: String(orderNumber) }),
  },
  // Written out, not spread: the parsed order number types this route's params.
  loader: { handler: (context) => accountPageRoute.loader.handler(context), staleReloadMode: accountPageRoute.loader.staleReloadMode },
  preloadStaleTime: accountPageRoute.preloadStaleTime,
  head: accountPageRoute.head,
  headers: accountPageRoute.headers,
  component: OrderDetailRoute,
  notFoundComponent: EditionNotFoundView,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/order-history/$orderNumber')

function OrderDetailRoute() {
  const page = route.useLoaderData()
  const { orderNumber } = route.useParams()
  return <EditionView page={page} body={<OrderDetailView orderNumber={orderNumber} customerServiceEmail={page.customerServiceEmail} />} />
}
