import { createFileRoute, notFound } from '@tanstack/react-router'
import { AccountErrorView } from '../../../views/account/account-error-view.tsx'
import { AccountNotFoundView } from '../../../views/account/account-not-found-view.tsx'
import { loadAccountPage, PRIVATE_PAGE_HEADERS } from '../../../views/account/account-page-data.ts'
import { OrderDetailView } from '../../../views/account/order-detail-view.tsx'
import { editionHead } from '../../../views/edition-page-data.ts'
import { EditionView } from '../../../views/edition-view.tsx'

const ORDER_NUMBER = /^[1-9]\d{0,15}$/

/** SPEC §2 order detail with back-to-overview: `/{edition}/order-history/{order number}/`. */
export const Route = createFileRoute('/$edition/order-history/$orderNumber')({
  params: {
    parse: ({ edition, orderNumber }) => {
      if (!ORDER_NUMBER.test(orderNumber)) throw notFound()
      return { edition, orderNumber: Number(orderNumber) }
    },
    stringify: ({ edition, orderNumber }) => ({ edition, orderNumber: String(orderNumber) }),
  },
  // The loader sends the tab's root its page: a preload (intent) must not replace the page on display.
  preload: false,
  loader: ({ location, params, context, parentMatchPromise }) => loadAccountPage(location, params.edition, { root: context.root, rootMatch: parentMatchPromise }),
  head: ({ loaderData }) => (loaderData ? editionHead(loaderData) : {}),
  headers: () => PRIVATE_PAGE_HEADERS,
  component: function OrderDetailRoute() {
    const page = Route.useLoaderData()
    const { orderNumber } = Route.useParams()
    return <EditionView page={page} body={<OrderDetailView orderNumber={orderNumber} customerServiceEmail={page.customerServiceEmail} />} />
  },
  notFoundComponent: function AccountNotFound({ data }) {
    return <AccountNotFoundView data={data} edition={Route.useParams().edition} />
  },
  errorComponent: function AccountError() {
    return <AccountErrorView edition={Route.useParams().edition} />
  },
})
