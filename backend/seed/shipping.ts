import type { Edition } from '../content/editions.ts'
import type { Currency } from '../stores.ts'

/** Free shipping threshold and standard rate per market currency. */
export const SHIPPING: Record<Currency, { orderMinPrice: number; price: number }> = {
  EUR: { orderMinPrice: 49, price: 4.95 },
  PLN: { orderMinPrice: 199, price: 19.99 },
  GBP: { orderMinPrice: 39, price: 3.95 },
}

/** An edition's free-shipping threshold as its shoppers write money ("£39", "49 €", "199 zł"). */
function freeShippingAmountOf(edition: Edition): string {
  const format = new Intl.NumberFormat(edition.priceLocale, { style: 'currency', currency: edition.currency, maximumFractionDigits: 0 })
  return format.format(SHIPPING[edition.currency].orderMinPrice)
}

/** A text of the language's vocabulary with the edition's own threshold in place of `{amount}`. */
export const withFreeShippingAmount = (text: string, edition: Edition): string => text.replace('{amount}', freeShippingAmountOf(edition))
