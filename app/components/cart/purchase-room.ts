import type { CheckoutLine } from '../../../domain/types.ts'

/** How many of a product the cart holds, all its variants together: what the platform counts against its purchase limit. */
export const heldOf = (lines: readonly CheckoutLine[], productId: string): number =>
  lines.reduce((sum, line) => (line.productId === productId ? sum + line.quantity : sum), 0)

/** The cart holds the product's purchase limit per household (SPEC §9): adding more of it is not offered. */
export const isAtPurchaseLimit = (product: { id: string; purchaseLimit: number | null }, lines: readonly CheckoutLine[]): boolean =>
  product.purchaseLimit !== null && heldOf(lines, product.id) >= product.purchaseLimit
