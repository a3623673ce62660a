import { useMemo } from 'react'
import { shownLines } from '../../../domain/cart-changes.ts'
import type { Checkout, CheckoutLine } from '../../../domain/types.ts'
import { useCheckoutActor } from '../../state/checkout-actor.tsx'
import type { CheckoutView } from './cart-source.ts'

/**
 * The lines the shopper sees: the confirmed ones with the changes not yet confirmed applied (optimistic). While
 * the cart cannot be loaded, the lines it last held stand in for it (with the shopper's changes on top).
 */
export function useShownLines(view: CheckoutView): { lines: CheckoutLine[]; known: Checkout | null } {
  const { lastKnownLines } = useCheckoutActor()
  const { checkout, change, changes, unavailable } = view
  const known = useMemo(() => (unavailable ? { id: '', webUrl: '', completedAt: null, lines: lastKnownLines } : checkout), [unavailable, lastKnownLines, checkout])
  const lines = useMemo(() => shownLines({ checkout: known, change, changes }), [known, change, changes])
  return { lines, known }
}
