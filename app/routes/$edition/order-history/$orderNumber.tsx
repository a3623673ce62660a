import { createFileRoute, notFound } from '@tanstack/react-router'
import { editionParam } from '../../../markets/index.ts'
import { orderNumberOf } from '../../../markets/account-paths.ts'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'

/** SPEC §2 order detail with back-to-overview: `/{edition}/order-history/{order number}/`. */
export const Route = createFileRoute('/$edition/order-history/$orderNumber')({
  ...accountPageRoute,
  params: {
    parse: (raw) => {
      const params = editionParam.parse(raw)
      if (!params) return false
      const orderNumber = orderNumberOf(params.orderNumber)
      if (orderNumber === null) throw notFound()
      return { ...params, orderNumber }
    },
    stringify: ({ edition, orderNumber }) => ({ edition, orderNumber: String(orderNumber) }),
  },
  // Written out, not spread: the parsed order number types this route's params.
  loader: { handler: (context) => accountPageRoute.loader.handler(context), staleReloadMode: accountPageRoute.loader.staleReloadMode },
})
