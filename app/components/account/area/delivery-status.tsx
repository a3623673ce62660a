import { useI18nContext } from '../../../../i18n/i18n-react.tsx'
import type { Order } from '../../../../domain/account.ts'

/** SPEC §4: unfulfilled orders are in progress, fulfilled ones shipped; a cancelled order says so. */
export function DeliveryStatus({ order }: { order: Pick<Order, 'deliveryStatus' | 'cancelled'> }) {
  const { LL } = useI18nContext()
  if (order.cancelled) return <span className="delivery-status delivery-status--cancelled">{LL.ORDER_CANCELLED()}</span>
  return order.deliveryStatus === 'shipped' ? (
    <span className="delivery-status delivery-status--shipped">{LL.ORDER_SHIPPED()}</span>
  ) : (
    <span className="delivery-status delivery-status--in-progress">{LL.ORDER_IN_PROGRESS()}</span>
  )
}
