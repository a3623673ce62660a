import { moneyOf, type Money } from './money.ts'
import type { CheckoutLine } from './types.ts'

/** A cart line's total: its price times its quantity, less what the platform's discounts (a bundle's saving) take off. */
export const lineTotal = (line: Pick<CheckoutLine, 'price' | 'quantity' | 'discount'>): Money =>
  moneyOf(line.price.amount * line.quantity - (line.discount?.amount ?? 0), line.price.currencyCode)
