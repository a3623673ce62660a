import { array, nullable, number, optional, string, type, type Infer } from 'superstruct'
import type { StorefrontApiVersion } from '../app.config.ts'
import { ORDER_LINE_ITEMS_FIRST, ORDERS_FIRST, type Order, type OrderLine } from '../domain/account.ts'
import type { Result } from '../domain/result.ts'
import { SelectedOptions, variantOptionsOfLine } from './checkout/checkout-reading.ts'
import { MoneyV2, moneyOfReply } from './storefront/money.ts'
import { readOperation } from './storefront/reply.ts'
import type { StorefrontTransport } from './storefront/transport.ts'

const MONEY = 'amount currencyCode'

/**
 * The money of an order and of a variant by API version: 2022-07 reads the `MoneyV2` fields `totalPriceV2`, ...
 * and `priceV2` (its `totalPrice` and `price` are bare strings without a currency); from 2025-07 on `totalPrice`,
 * ... and `price` are `MoneyV2` themselves. Aliased, so both read alike.
 */
const MONEY_FIELDS: Record<StorefrontApiVersion, { order: string; variantPrice: string }> = {
  '2022-07': {
    order: `subtotal: subtotalPriceV2 { ${MONEY} } shipping: totalShippingPriceV2 { ${MONEY} } tax: totalTaxV2 { ${MONEY} } total: totalPriceV2 { ${MONEY} }`,
    variantPrice: `unitPrice: priceV2 { ${MONEY} }`,
  },
  '2025-07': {
    order: `subtotal: subtotalPrice { ${MONEY} } shipping: totalShippingPrice { ${MONEY} } tax: totalTax { ${MONEY} } total: totalPrice { ${MONEY} }`,
    variantPrice: `unitPrice: price { ${MONEY} }`,
  },
}

/** SPEC §7 customer query: the orders, first 50 by processed date descending, each with up to 50 lines. */
const customerOrdersDocument = (version: StorefrontApiVersion) => `query customerOrders($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    id
    orders(first: ${ORDERS_FIRST}, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        id name orderNumber processedAt cancelReason fulfillmentStatus
        ${MONEY_FIELDS[version].order}
        shippingAddress { name address1 zip city }
        successfulFulfillments(first: 10) { trackingCompany trackingInfo(first: 10) { number url } }
        lineItems(first: ${ORDER_LINE_ITEMS_FIRST}) {
          nodes {
            title quantity
            discountedTotalPrice { ${MONEY} }
            customAttributes { key value }
            variant { id sku selectedOptions { name value } image { url } ${MONEY_FIELDS[version].variantPrice} }
          }
        }
      }
    }
  }
}`

const LineShape = type({
  title: string(),
  quantity: number(),
  discountedTotalPrice: MoneyV2,
  customAttributes: array(type({ key: string(), value: nullable(string()) })),
  variant: nullable(type({ sku: nullable(string()), selectedOptions: SelectedOptions, image: nullable(type({ url: string() })), unitPrice: MoneyV2 })),
})
const OrderShape = type({
  id: string(),
  name: string(),
  orderNumber: number(),
  processedAt: string(),
  cancelReason: nullable(string()),
  fulfillmentStatus: string(),
  subtotal: nullable(MoneyV2),
  shipping: MoneyV2,
  tax: nullable(MoneyV2),
  total: MoneyV2,
  shippingAddress: nullable(type({ name: nullable(string()), address1: nullable(string()), zip: nullable(string()), city: nullable(string()) })),
  successfulFulfillments: optional(nullable(array(type({ trackingCompany: nullable(string()), trackingInfo: array(type({ number: nullable(string()), url: nullable(string()) })) })))),
  lineItems: type({ nodes: array(LineShape) }),
})
const CustomerOrdersShape = type({ id: string(), orders: type({ nodes: array(OrderShape) }) })

function lineOf(line: Infer<typeof LineShape>): OrderLine {
  const attribute = (key: string) => line.customAttributes.find((entry) => entry.key === key)?.value || null
  const variant = line.variant
  // By the option's name, as the cart reads it: a variant's title names its size as readily as its colour.
  const options = variantOptionsOfLine(variant?.selectedOptions)
  return {
    title: attribute('_title') ?? line.title,
    articleNumber: variant?.sku || null,
    colour: options.colour ?? null,
    size: options.size ?? null,
    quantity: line.quantity,
    unitPrice: variant ? moneyOfReply(variant.unitPrice) : null,
    // What was paid for the line: after its discounts (a bundle's saving).
    total: moneyOfReply(line.discountedTotalPrice),
    imageUrl: variant?.image?.url ?? null,
    productUrl: attribute('_url'),
  }
}

/** A carrier's tracking page, which the order detail links to: only an http(s) address is one. */
const trackingPageOf = (url: string | null) => (url && /^https?:\/\/[^\s/]/i.test(url.trim()) ? url.trim() : null)

function orderOf(order: Infer<typeof OrderShape>): Order {
  const address = order.shippingAddress
  return {
    id: order.id,
    number: order.orderNumber,
    name: order.name,
    processedAt: order.processedAt,
    // SPEC §4: unfulfilled is "in progress", fulfilled is "shipped" (with tracking).
    deliveryStatus: order.fulfillmentStatus === 'FULFILLED' ? 'shipped' : 'in-progress',
    tracking: (order.successfulFulfillments ?? []).flatMap((fulfillment) =>
      fulfillment.trackingInfo.map((info) => ({ company: fulfillment.trackingCompany, number: info.number, url: trackingPageOf(info.url) })),
    ),
    deliveryAddress: address ? { name: address.name ?? '', address1: address.address1 ?? '', zip: address.zip ?? '', city: address.city ?? '' } : null,
    subtotal: order.subtotal ? moneyOfReply(order.subtotal) : null,
    shipping: moneyOfReply(order.shipping),
    tax: order.tax ? moneyOfReply(order.tax) : null,
    total: moneyOfReply(order.total),
    cancelled: order.cancelReason !== null,
    lines: order.lineItems.nodes.map(lineOf),
  }
}

/** The orders of the customer whose access token is given, newest first, as the order history shows them. */
export function customerOrdersService(transport: StorefrontTransport, version: StorefrontApiVersion) {
  const document = customerOrdersDocument(version)
  return {
    async fetchOrders(token: string): Promise<Result<Order[]>> {
      const result = readOperation(await transport.query(document, { customerAccessToken: token }), 'customer', CustomerOrdersShape)
      return result.ok ? { ok: true, value: result.value.orders.nodes.map(orderOf) } : result
    },
  }
}
