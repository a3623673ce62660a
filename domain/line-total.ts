import type { CheckoutLine } from './types.ts'

/** A cart line's total: its price times its quantity, less what the platform's discounts (a bundle's saving) take off. */
export const lineTotal = (line: Pick<CheckoutLine, 'price' | 'quantity' | 'discount'>): number => Math.round((line.price * line.quantity - (line.discount ?? 0)) * 100) / 100
