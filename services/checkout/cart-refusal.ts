import type { Failure } from '../../domain/types.ts'
import type { DisplayableError, UserErrorReading } from '../storefront/reply.ts'

/**
 * Reads a Cart API `CartUserError` by its `code` (the `CartErrorCode` enum) and `field`, never by its English
 * message. A cart that is gone (or whose checkout was completed) cannot take lines: the machine replaces it.
 */
export function readCartUserError(error: DisplayableError): UserErrorReading {
  const field = error.field ?? []
  switch (error.code) {
    // The purchase limit per household is the line's maximum quantity.
    case 'MAXIMUM_EXCEEDED':
      return { kind: 'user', code: 'over-limit' }
    // MERCHANDISE_NOT_APPLICABLE (2025-10 on) covers stock, prices and publication alike: a plain refusal.
    case 'INVALID':
      if (field[0] === 'cartId') return { kind: 'missing' }
      return field.at(-1) === 'merchandiseId' ? { kind: 'user', code: 'not-for-sale' } : { kind: 'user' }
    default:
      return { kind: 'user' }
  }
}

/** A `CartWarning`: an automatic change the platform made while doing what it was asked. */
export interface CartWarning {
  code: string
  message: string
  target?: string | null
}

const STOCK_WARNINGS: ReadonlySet<string> = new Set(['MERCHANDISE_NOT_ENOUGH_STOCK', 'MERCHANDISE_OUT_OF_STOCK'])

/**
 * Since 2024-10 the platform answers "less in stock than asked" with a warning, having taken what it has: the
 * shopper is told so with the cart as it now is, not that it was restored. Other warnings (gift cards, delivery
 * addresses) do not concern the lines.
 */
export function shortfallOf(warnings: readonly CartWarning[]): Failure | undefined {
  const stock = warnings.find((warning) => STOCK_WARNINGS.has(warning.code))
  return stock ? { kind: 'user', code: 'less-in-stock', message: stock.message } : undefined
}
