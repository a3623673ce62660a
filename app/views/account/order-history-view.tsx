import { useSelector } from '@xstate/react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { Order } from '../../../domain/account.ts'
import { AccountLoadFailed, AccountLoading } from '../../components/account/area/account-status.tsx'
import { OrderList } from '../../components/account/area/order-list.tsx'
import { useShop } from '../../components/content/shop-context.tsx'
import { useOrderHistoryActor } from '../../state/account-screen.ts'
import { AccountArea } from './account-area.tsx'
import { useOrderFormat } from './use-order-format.ts'

/** The order detail's address: the order number under the edition's order history. */
const orderDetailHref = (orderHistory: string, order: Pick<Order, 'number'>) => `${orderHistory.replace(/\/?$/, '/')}${order.number}/`

/** SPEC §2 Orders: the customer's order history, newest first. */
export function OrderHistoryView() {
  const { LL } = useI18nContext()
  const { accountLinks } = useShop()
  const actor = useOrderHistoryActor()
  const state = useSelector(actor ?? undefined, (snapshot) => (snapshot ? { value: snapshot.value, orders: snapshot.context.orders } : null))
  const format = useOrderFormat()
  return (
    <AccountArea screen="orders" heading={LL.ACCOUNT_ORDERS()} loggedOut={state?.value === 'loggedOut'}>
      {state?.value === 'loaded' ? (
        <OrderList orders={state.orders} detailHref={(order) => orderDetailHref(accountLinks.orderHistory, order)} format={format} />
      ) : state?.value === 'failed' ? (
        <AccountLoadFailed onRetry={() => actor?.send({ type: 'retry' })} />
      ) : (
        <AccountLoading />
      )}
    </AccountArea>
  )
}
