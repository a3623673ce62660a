import { cents, moneyOf, type Money } from '../../../domain/money.ts'
import type { CheckoutLine } from '../../../domain/types.ts'
import { lineCounts } from '../../../domain/checkout-counts.ts'
import { lineTotal } from '../../../domain/line-total.ts'
import { amountAttributeOf } from './line-attributes.ts'

/** The cart-shipping snippet's rate (SPEC §3, §9), in the currency of the page's market. */
export interface ShippingRate {
  /** Standard shipping price. */
  price: number
  /** The cart total from which shipping is free. */
  orderMinPrice: number
  /** Catalogue product ids that make the whole cart ship free. */
  freeShippingProducts: string[]
}

/** Every amount is in the cart's currency: the one the platform priced its lines in. */
export interface CartTotals {
  distinctProducts: number
  totalQuantity: number
  subtotal: Money
  /**
   * SPEC §9: sum of (strikethrough price − price) × quantity over lines with a higher strikethrough price, and
   * what the platform's discounts (a bundle's saving) take off the lines.
   */
  savings: Money
  freeShipping: boolean
  /** What is still missing for free shipping; null when it is reached or no rate applies. */
  remainingForFreeShipping: Money | null
  /** 0 when free (SPEC §9 "Standard shipping is shown as 0.00 when free"); null without a rate. */
  shipping: Money | null
  total: Money
}

function lineSavings(line: CheckoutLine): number {
  const strikethrough = amountAttributeOf(line, '_strikethrough_price')
  const price = line.price.amount
  return (strikethrough !== null && strikethrough > price ? cents((strikethrough - price) * line.quantity) : 0) + (line.discount?.amount ?? 0)
}

/** SPEC §9: free shipping when the total reaches the rate's orderMinPrice or a free-shipping product is in the cart. */
function isFreeShipping(lines: CheckoutLine[], subtotal: number, rate: ShippingRate | null): boolean {
  if (!rate || lines.length === 0) return false
  return subtotal >= rate.orderMinPrice || lines.some((line) => rate.freeShippingProducts.includes(line.productId))
}

/**
 * The cart's totals in its own currency: its lines' (a cart holds one), the page's while it is empty. The
 * shipping rate is the page market's, so it applies only to a cart in that currency: a cart still priced in
 * another market's currency (being moved there) shows no shipping rather than mixing two currencies.
 */
export function cartTotals(lines: CheckoutLine[], rate: ShippingRate | null, pageCurrency: string): CartTotals {
  const currency = lines.find((line) => line.price.currencyCode)?.price.currencyCode ?? pageCurrency
  const applicableRate = currency === pageCurrency ? rate : null
  const subtotal = cents(lines.reduce((sum, line) => sum + lineTotal(line).amount, 0))
  const freeShipping = isFreeShipping(lines, subtotal, applicableRate)
  const shipping = applicableRate === null || lines.length === 0 ? null : freeShipping ? 0 : applicableRate.price
  return {
    ...lineCounts(lines),
    subtotal: moneyOf(subtotal, currency),
    savings: moneyOf(lines.reduce((sum, line) => sum + lineSavings(line), 0), currency),
    freeShipping,
    remainingForFreeShipping: applicableRate && !freeShipping ? moneyOf(Math.max(0, applicableRate.orderMinPrice - subtotal), currency) : null,
    shipping: shipping === null ? null : moneyOf(shipping, currency),
    total: moneyOf(subtotal + (shipping ?? 0), currency),
  }
}
