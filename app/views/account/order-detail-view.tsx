import { useSelector } from '@xstate/react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { Order, OrderLine } from '../../../domain/account.ts'
import { AccountLoadFailed, AccountLoading } from '../../components/account/area/account-status.tsx'
import { OrderDetail } from '../../components/account/area/order-detail.tsx'
import type { OrderFormat } from '../../components/account/area/order-format.ts'
import { useSession } from '../../components/account/use-session.ts'
import { useShop } from '../../components/content/shop-context.tsx'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { useOrderHistoryActor } from '../../state/account-screen.ts'
import { AccountArea } from './account-area.tsx'
import { useOrderFormat } from './use-order-format.ts'

/**
 * The return of an item: an e-mail to customer service, opened in the shopper's mail program with the order, the
 * article and its number filled in, and room for the reason. Only what has been shipped can be sent back.
 */
function returnMailOf(mailbox: string, order: Order, customer: string, LL: TranslationFunctions, format: OrderFormat) {
  return (line: OrderLine): string | null => {
    if (order.deliveryStatus !== 'shipped' || order.cancelled || !mailbox) return null
    const subject = LL.ORDER_RETURN_SUBJECT({ name: order.name })
    const body = LL.ORDER_RETURN_BODY({
      name: order.name,
      date: format.date(order.processedAt),
      title: line.title,
      articleNumber: line.articleNumber ?? '—',
      quantity: line.quantity,
      customer,
    })
    return `mailto:${mailbox}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
  }
}

/** SPEC §2 order detail with back-to-overview: one order of the history, found by its number. */
export function OrderDetailView({ orderNumber, customerServiceEmail }: { orderNumber: number; customerServiceEmail: string }) {
  const { LL } = useI18nContext()
  const { accountLinks } = useShop()
  const session = useSession()
  const actor = useOrderHistoryActor()
  const state = useSelector(actor ?? undefined, (snapshot) =>
    snapshot ? { value: snapshot.value, order: snapshot.context.orders.find((order) => order.number === orderNumber) ?? null } : null,
  )
  const format = useOrderFormat()
  const customer = session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : ''
  const order = state?.order
  return (
    <AccountArea screen="orders" heading={LL.ACCOUNT_ORDERS()} loggedOut={state?.value === 'loggedOut'}>
      {state?.value === 'loaded' ? (
        order ? (
          <OrderDetail order={order} backHref={accountLinks.orderHistory} format={format} returnHref={returnMailOf(customerServiceEmail, order, customer, LL, format)} />
        ) : (
          <p role="alert">{LL.ORDER_NOT_FOUND()}</p>
        )
      ) : state?.value === 'failed' ? (
        <AccountLoadFailed onRetry={() => actor?.send({ type: 'retry' })} />
      ) : (
        <AccountLoading />
      )}
    </AccountArea>
  )
}
