import type { ApiVersion } from '../api-versions.ts'
import { formatCents, money } from '../money.ts'
import type { Order } from '../orders.ts'
import { includedTaxCents } from '../vat.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/**
 * An order's money fields, which changed type between versions as on the platform: 2022-07 has the deprecated
 * `Money` strings `totalPrice`, `subtotalPrice`, ... beside the `MoneyV2` objects `totalPriceV2`, ...; 2025-07 types
 * `totalPrice`, `subtotalPrice`, ... as `MoneyV2` and keeps the `...V2` fields, deprecated.
 */
const taxCents = (order: Order) => includedTaxCents(order.totalCents, order.shippingAddress?.country)

const moneyFields = {
  subtotalPriceV2: field<Order>((order) => money(order.subtotalCents, order.currency)),
  totalPriceV2: field<Order>((order) => money(order.totalCents, order.currency)),
  totalRefundedV2: field<Order>((order) => money(0, order.currency)),
  totalShippingPriceV2: field<Order>((order) => money(order.shippingCents, order.currency)),
  totalTaxV2: field<Order>((order) => money(taxCents(order), order.currency)),
}

export const orderPriceResolvers: Record<ApiVersion, Resolvers> = {
  '2022-07': {
    Order: {
      ...moneyFields,
      subtotalPrice: field<Order>((order) => formatCents(order.subtotalCents)),
      totalPrice: field<Order>((order) => formatCents(order.totalCents)),
      totalRefunded: field<Order>(() => '0.00'),
      totalShippingPrice: field<Order>((order) => formatCents(order.shippingCents)),
      totalTax: field<Order>((order) => formatCents(taxCents(order))),
    },
  },
  '2025-07': {
    Order: {
      ...moneyFields,
      subtotalPrice: moneyFields.subtotalPriceV2,
      totalPrice: moneyFields.totalPriceV2,
      totalRefunded: moneyFields.totalRefundedV2,
      totalShippingPrice: moneyFields.totalShippingPriceV2,
      totalTax: moneyFields.totalTaxV2,
    },
  },
}
