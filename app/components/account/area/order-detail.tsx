import { useI18nContext } from '../../../../i18n/i18n-react.tsx'
import type { Order, OrderLine } from '../../../../domain/account.ts'
import { ContentLink } from '../../content/content-link.tsx'
import { DeliveryStatus } from './delivery-status.tsx'
import type { OrderFormat } from './order-format.ts'

interface OrderDetailProps {
  order: Order
  backHref: string
  format: OrderFormat
  /** The e-mail to customer service that starts the return of a line, or null where none can be returned. */
  returnHref: (line: OrderLine) => string | null
}

/** SPEC §3 Order with its labels, and SPEC §2 "order detail with back-to-overview". */
export function OrderDetail({ order, backHref, format, returnHref }: OrderDetailProps) {
  const { LL } = useI18nContext()
  const address = order.deliveryAddress
  const returnable = order.lines.some((line) => returnHref(line) !== null)
  return (
    <div className="order-detail">
      <ContentLink href={backHref} className="order-detail__back">
        {LL.ORDER_BACK_TO_OVERVIEW()}
      </ContentLink>
      <h2>{LL.ORDER_SHOW({ name: order.name })}</h2>
      <dl className="order-detail__facts">
        <div>
          <dt>{LL.ORDER_DATE()}</dt>
          <dd>{format.date(order.processedAt)}</dd>
        </div>
        <div>
          <dt>{LL.ORDER_NUMBER()}</dt>
          <dd>{order.name}</dd>
        </div>
        <div>
          <dt>{LL.ORDER_DELIVERY_ADDRESS()}</dt>
          <dd>
            {address ? (
              <address>
                {address.name}
                <br />
                {address.address1}
                <br />
                {address.zip} {address.city}
              </address>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{LL.ORDER_DELIVERY_STATUS()}</dt>
          <dd>
            <DeliveryStatus order={order} />
          </dd>
        </div>
        {order.tracking.length > 0 ? (
          <div>
            <dt>{LL.ORDER_TRACKING_NUMBER()}</dt>
            <dd>
              <ul className="order-detail__tracking">
                {order.tracking.map((tracking, index) => (
                  <li key={`${tracking.number ?? ''}-${index}`}>
                    {[tracking.company, tracking.number].filter(Boolean).join(' ')}
                    {tracking.url ? (
                      <>
                        {' '}
                        <a href={tracking.url} target="_blank" rel="noopener noreferrer">
                          {LL.ORDER_TRACK()}
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>

      <table className="order-lines">
        <caption className="visually-hidden">{LL.ORDER_DETAILS()}</caption>
        <thead>
          <tr>
            <th scope="col">{LL.ORDER_ARTICLE()}</th>
            <th scope="col">{LL.ORDER_ARTICLE_NUMBER()}</th>
            <th scope="col">{LL.ORDER_COLOUR()}</th>
            <th scope="col">{LL.ORDER_UNIT_PRICE()}</th>
            <th scope="col">{LL.ORDER_QUANTITY()}</th>
            <th scope="col">{LL.ORDER_LINE_TOTAL()}</th>
            {returnable ? (
              <th scope="col">
                <span className="visually-hidden">{LL.ORDER_RETURN_ITEM()}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => {
            const back = returnHref(line)
            return (
              <tr key={`${line.articleNumber ?? line.title}-${index}`}>
                <th scope="row" data-label={LL.ORDER_ARTICLE()}>
                  {line.productUrl ? <ContentLink href={line.productUrl}>{line.title}</ContentLink> : line.title}
                  {line.size ? (
                    <span className="order-lines__size">
                      {LL.SIZE()}: {line.size}
                    </span>
                  ) : null}
                </th>
                <td data-label={LL.ORDER_ARTICLE_NUMBER()}>{line.articleNumber ?? '—'}</td>
                <td data-label={LL.ORDER_COLOUR()}>{line.colour ?? '—'}</td>
                <td data-label={LL.ORDER_UNIT_PRICE()}>{line.unitPrice ? format.money(line.unitPrice) : '—'}</td>
                <td data-label={LL.ORDER_QUANTITY()}>{line.quantity}</td>
                <td data-label={LL.ORDER_LINE_TOTAL()}>{format.money(line.total)}</td>
                {returnable ? (
                  <td>
                    {back ? (
                      <a href={back} className="order-lines__return">
                        {LL.ORDER_RETURN_ITEM()}
                        <span className="visually-hidden">: {line.title}</span>
                      </a>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>

      <dl className="order-detail__totals">
        {order.subtotal ? (
          <div>
            <dt>{LL.ORDER_SUBTOTAL()}</dt>
            <dd>{format.money(order.subtotal)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{LL.ORDER_SHIPPING_COSTS()}</dt>
          <dd>{format.money(order.shipping)}</dd>
        </div>
        <div className="order-detail__total">
          <dt>{LL.ORDER_TOTAL()}</dt>
          <dd>{format.money(order.total)}</dd>
        </div>
        {order.tax ? (
          <div>
            <dt>{LL.ORDER_VAT()}</dt>
            <dd>{format.money(order.tax)}</dd>
          </div>
        ) : null}
      </dl>
      {returnable ? <p className="order-detail__return-hint">{LL.ORDER_RETURN_HINT()}</p> : null}
    </div>
  )
}
