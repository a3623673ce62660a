import type { DisplayableError, UserErrorReading } from '../storefront/reply.ts'

/**
 * Reads a 2022-07 `CheckoutUserError` by its `code` (the `CheckoutErrorCode` enum) and `field`, never by
 * its English message. A checkout that is gone or completed cannot take lines: the machine replaces it.
 */
export function readCheckoutUserError(error: DisplayableError): UserErrorReading {
  const field = error.field ?? []
  switch (error.code) {
    case 'ALREADY_COMPLETED':
      return { kind: 'missing' }
    case 'NOT_ENOUGH_IN_STOCK':
      return { kind: 'user', code: 'out-of-stock' }
    // The purchase limit per household is a maximum on the line's quantity.
    case 'LESS_THAN_OR_EQUAL_TO':
    case 'LESS_THAN':
      return field.at(-1) === 'quantity' ? { kind: 'user', code: 'over-limit' } : { kind: 'user' }
    case 'INVALID':
      if (field[0] === 'checkoutId') return { kind: 'missing' }
      // A variant the platform does not sell in this place (or no longer sells at all).
      return field.at(-1) === 'variantId' ? { kind: 'user', code: 'not-for-sale' } : { kind: 'user' }
    default:
      return { kind: 'user' }
  }
}
