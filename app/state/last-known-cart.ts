import { array, is, number, nullable, string, type } from 'superstruct'
import type { CheckoutLine } from '../../domain/types.ts'

/** The cart's lines as last loaded, in browser storage: when the platform cannot be reached the shopper still sees them. */
const LAST_KNOWN_CART_KEY = 'lastKnownCart'

const StoredLines = array(
  type({
    id: string(),
    variantId: string(),
    productId: string(),
    title: string(),
    quantity: number(),
    price: type({ amount: number(), currencyCode: string() }),
    imageUrl: nullable(string()),
    customAttributes: array(type({ key: string(), value: string() })),
  }),
)

/** The lines last known for the checkout the cookie names; none for another checkout or unreadable storage. */
export function readLastKnownCart(checkoutId: string | null): CheckoutLine[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(LAST_KNOWN_CART_KEY) ?? 'null')
    const entry = stored as { checkoutId?: unknown; lines?: unknown } | null
    return entry && entry.checkoutId === checkoutId && is(entry.lines, StoredLines) ? entry.lines : []
  } catch {
    return []
  }
}

export function writeLastKnownCart(checkoutId: string, lines: CheckoutLine[]): void {
  try {
    window.localStorage.setItem(LAST_KNOWN_CART_KEY, JSON.stringify({ checkoutId, lines }))
  } catch {
    // Storage full or blocked: only the outage view loses them.
  }
}
