import type { CheckoutLine } from '../../../machines/types.ts'

/** A cart change the shopper made that the platform has not confirmed yet. */
export type PendingChange =
  | { kind: 'add'; lines: CheckoutLine[] }
  | { kind: 'quantity'; lineId: string; quantity: number }
  | { kind: 'remove'; lineId: string }

/** The lines as the shopper expects them: the confirmed lines with every pending change applied in order. */
export function withPendingChanges(lines: CheckoutLine[], pending: PendingChange[]): CheckoutLine[] {
  return pending.reduce<CheckoutLine[]>((current, change) => {
    switch (change.kind) {
      case 'remove':
        return current.filter((line) => line.id !== change.lineId)
      case 'quantity':
        return current.flatMap((line) => (line.id !== change.lineId ? [line] : change.quantity > 0 ? [{ ...line, quantity: change.quantity }] : []))
      case 'add': {
        let next = current
        for (const added of change.lines) {
          const same = next.find((line) => line.variantId === added.variantId)
          next = same ? next.map((line) => (line === same ? { ...line, quantity: line.quantity + added.quantity } : line)) : [...next, added]
        }
        return next
      }
    }
  }, lines)
}

export type CartErrorKey = 'CART_ERROR_LIMIT' | 'CART_ERROR_STOCK' | 'CART_ERROR_GENERIC'

/** The platform's refusal, as the translated message the shopper sees (SPEC §8 reads the first user error). */
export function cartErrorKey(message: string): CartErrorKey {
  if (/household|maximum|less than or equal/i.test(message)) return 'CART_ERROR_LIMIT'
  if (/stock|available/i.test(message)) return 'CART_ERROR_STOCK'
  return 'CART_ERROR_GENERIC'
}
