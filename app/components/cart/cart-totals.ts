import type { CheckoutLine } from '../../../domain/types.ts'
import { lineTotal } from '../../../domain/line-total.ts'
import { amountAttributeOf } from './line-attributes.ts'

/** The cart-shipping snippet's rate (SPEC §3, §9). */
export interface ShippingRate {
  /** Standard shipping price in the market currency. */
  price: number
  /** The cart total from which shipping is free. */
  orderMinPrice: number
  /** Catalogue product ids that make the whole cart ship free. */
  freeShippingProducts: string[]
}

export interface CartTotals {
  distinctProducts: number
  totalQuantity: number
  subtotal: number
  /**
   * SPEC §9: sum of (strikethrough price − price) × quantity over lines with a higher strikethrough price, and
   * what the platform's discounts (a bundle's saving) take off the lines.
   */
  savings: number
  freeShipping: boolean
  /** 0 when free (SPEC §9 "Standard shipping is shown as 0.00 when free"); null without a rate. */
  shipping: number | null
  total: number
}

const cents = (amount: number) => Math.round(amount * 100) / 100

function lineSavings(line: CheckoutLine): number {
  const strikethrough = amountAttributeOf(line, '_strikethrough_price')
  return (strikethrough !== null && strikethrough > line.price ? cents((strikethrough - line.price) * line.quantity) : 0) + (line.discount ?? 0)
}

/** SPEC §9: free shipping when the total reaches the rate's orderMinPrice or a free-shipping product is in the cart. */
function isFreeShipping(lines: CheckoutLine[], subtotal: number, rate: ShippingRate | null): boolean {
  if (!rate || lines.length === 0) return false
  return subtotal >= rate.orderMinPrice || lines.some((line) => rate.freeShippingProducts.includes(line.productId))
}

export function cartTotals(lines: CheckoutLine[], rate: ShippingRate | null): CartTotals {
  const subtotal = cents(lines.reduce((sum, line) => sum + lineTotal(line), 0))
  const freeShipping = isFreeShipping(lines, subtotal, rate)
  const shipping = rate === null || lines.length === 0 ? null : freeShipping ? 0 : rate.price
  return {
    distinctProducts: new Set(lines.map((line) => line.productId)).size,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    savings: cents(lines.reduce((sum, line) => sum + lineSavings(line), 0)),
    freeShipping,
    shipping,
    total: cents(subtotal + (shipping ?? 0)),
  }
}
