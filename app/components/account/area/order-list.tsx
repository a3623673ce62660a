import { useI18nContext } from '../../../../i18n/i18n-react.tsx'
import type { Order } from '../../../../domain/account.ts'
import { ContentLink } from '../../content/content-link.tsx'
import { DeliveryStatus } from './delivery-status.tsx'
import type { OrderFormat } from './order-format.ts'

interface OrderListProps {
  orders: Order[]
  detailHref: (order: Order) => string
  format: OrderFormat
}

/** The order history (SPEC §7: newest first): number, date, total and delivery status, each with its details. */
export function OrderList({ orders, detailHref, format }: OrderListProps) {
  const { LL } = useI18nContext()
  if (orders.length === 0) return <p>{LL.ORDERS_EMPTY()}</p>
  return (
    <table className="order-table">
      <thead>
        <tr>
          <th scope="col">{LL.ORDER_NUMBER()}</th>
          <th scope="col">{LL.ORDER_DATE()}</th>
          <th scope="col">{LL.ORDER_TOTAL()}</th>
          <th scope="col">{LL.ORDER_DELIVERY_STATUS()}</th>
          <th scope="col">
            <span className="visually-hidden">{LL.ORDER_DETAILS()}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" data-label={LL.ORDER_NUMBER()}>
              {order.name}
            </th>
            <td data-label={LL.ORDER_DATE()}>{format.date(order.processedAt)}</td>
            <td data-label={LL.ORDER_TOTAL()}>{format.money(order.total)}</td>
            <td data-label={LL.ORDER_DELIVERY_STATUS()}>
              <DeliveryStatus order={order} />
            </td>
            <td>
              <ContentLink href={detailHref(order)} className="order-table__details">
                {LL.ORDER_SHOW({ name: order.name })}
              </ContentLink>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
