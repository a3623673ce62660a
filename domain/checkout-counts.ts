import { lineTotal } from './line-total.ts'
import { moneyOf, type Money } from './money.ts'
import type { Checkout, CheckoutLine } from './types.ts'

export interface CheckoutCounts {
  distinctProducts: number
  totalQuantity: number
  /** In the cart's currency; none for an empty cart. */
  totalPrice: Money | null
}

/** SPEC §3 "Derived: number of distinct products, total quantity" of a cart's lines. */
export function lineCounts(lines: readonly CheckoutLine[]): Pick<CheckoutCounts, 'distinctProducts' | 'totalQuantity'> {
  return {
    distinctProducts: new Set(lines.map((line) => line.productId)).size,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  }
}

/** SPEC §3 "Derived: number of distinct products, total quantity, total price". */
export function checkoutCounts(checkout: Checkout | null): CheckoutCounts {
  const lines = checkout?.lines ?? []
  return {
    ...lineCounts(lines),
    totalPrice: lines[0] ? moneyOf(lines.reduce((sum, line) => sum + lineTotal(line).amount, 0), lines[0].price.currencyCode) : null,
  }
}
