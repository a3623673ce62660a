import { variantById } from '../catalogue.ts'
import { connection, type ConnectionArgs } from '../connection.ts'
import { encodeId } from '../ids.ts'
import { money } from '../money.ts'
import { fulfillmentsOf, orderLines, type Fulfillment, type Order, type OrderLine } from '../orders.ts'
import { includedTaxCents } from '../vat.ts'
import { webUrlOf } from './checkout.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/** Orders as a customer's history shows them: totals, lines, shipping address and fulfilment with tracking. */
interface OrderLineSource {
  line: OrderLine
  order: Order
}

export const orderResolvers: Resolvers = {
  Order: {
    id: field<Order>((order) => encodeId('Order', order.id)),
    currencyCode: field<Order>((order) => order.currency),
    customerLocale: field<Order>((order) => order.language),
    customerUrl: field<Order>((order, _, context) => webUrlOf(context.config.publicUrl, order.checkoutToken)),
    statusUrl: field<Order>((order, _, context) => webUrlOf(context.config.publicUrl, order.checkoutToken)),
    edited: field<Order>(() => false),
    fulfillmentStatus: field<Order>(async (order, _, context) => ((await fulfillmentsOf(context.db, order.id)).length ? 'FULFILLED' : 'UNFULFILLED')),
    successfulFulfillments: field<Order, { first?: number | null }>(async (order, { first }, context) => {
      const all = await fulfillmentsOf(context.db, order.id)
      return first == null ? all : all.slice(0, first)
    }),
    lineItems: field<Order, ConnectionArgs>(async (order, args, context) =>
      connection((await orderLines(context.db, order.id)).map((line) => ({ line, order })), args, (source) => source.line.id),
    ),
    shippingAddress: field<Order>((order) => ({ ...order.shippingAddress, gid: encodeId('MailingAddress', `0?model_name=Order&order=${order.id}`) })),
    currentSubtotalPrice: field<Order>((order) => money(order.subtotalCents, order.currency)),
    currentTotalPrice: field<Order>((order) => money(order.totalCents, order.currency)),
    currentTotalTax: field<Order>((order) => money(includedTaxCents(order.totalCents, order.shippingAddress?.country), order.currency)),
    originalTotalPrice: field<Order>((order) => money(order.totalCents, order.currency)),
  },
  OrderLineItem: {
    title: field<OrderLineSource>(({ line }) => line.title),
    quantity: field<OrderLineSource>(({ line }) => line.quantity),
    currentQuantity: field<OrderLineSource>(({ line }) => line.quantity),
    customAttributes: field<OrderLineSource>(({ line }) => line.customAttributes),
    originalTotalPrice: field<OrderLineSource>(({ line, order }) => money(line.unitPriceCents * line.quantity, order.currency)),
    discountedTotalPrice: field<OrderLineSource>(({ line, order }) => money(line.unitPriceCents * line.quantity - line.discountCents, order.currency)),
    variant: field<OrderLineSource>(async ({ line, order }, _, context) => (line.variantId === null ? null : ((await variantById(context.db, line.variantId, order.currency, context.language)) ?? null))),
  },
  Fulfillment: {
    trackingInfo: field<Fulfillment, { first?: number | null }>((fulfillment) =>
      fulfillment.trackingNumber || fulfillment.trackingUrl ? [{ number: fulfillment.trackingNumber, url: fulfillment.trackingUrl }] : [],
    ),
  },
}
