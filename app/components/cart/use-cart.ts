import { useMemo, useState } from 'react'
import { shownLines } from '../../../domain/cart-changes.ts'
import type { CartError } from '../../../machines/checkout.machine.ts'
import { useCheckoutActor } from '../../state/checkout-actor.tsx'
import { useShop } from '../content/shop-context.tsx'
import type { CheckoutLine } from '../../../domain/types.ts'
import { cartTotals, type CartTotals } from './cart-totals.ts'
import { useCartSnippets, useCheckoutView, useSendCartEvent } from './cart-source.ts'
import { shippingRateOfSnippets } from './shipping-rate.ts'

export interface Cart {
  /** Confirmed lines with the shopper's unconfirmed changes applied (optimistic). */
  lines: CheckoutLine[]
  totals: CartTotals
  webUrl: string | null
  /** The platform is working on a change. */
  busy: boolean
  /** The line is an addition the platform has not confirmed yet. Other lines can be changed at any time: changes queue. */
  settling: (line: CheckoutLine) => boolean
  /** The last change the platform refused, translated by the caller; the lines are already rolled back. */
  error: CartError | null
  /** The platform cannot say what the cart holds: `lines` are the last known ones, and there is no checkout. */
  unavailable: boolean
  /** A stored cart is being loaded: its lines are not known yet. */
  loading: boolean
  changeQuantity: (line: CheckoutLine, quantity: number) => void
  removeLine: (line: CheckoutLine) => void
  dismissError: () => void
}

/**
 * The cart for components: lines from the checkout actor, changed only by events to the root actor. The
 * checkout queues the changes and applies them in order, so a component sends and forgets; the lines it
 * shows include the changes not yet confirmed, and a refused one is gone again with its error.
 */
export function useCart(): Cart {
  const view = useCheckoutView()
  const { lastKnownLines } = useCheckoutActor()
  const snippets = useCartSnippets()
  const send = useSendCartEvent()
  const { currency } = useShop()
  // Dismissing hides this refusal only; the next one is shown again.
  const [dismissed, setDismissed] = useState<CartError | null>(null)

  const rate = useMemo(() => shippingRateOfSnippets(snippets), [snippets])
  const { checkout, change, changes, unavailable } = view
  // While the cart cannot be loaded, the lines it last held stand in for it (with the shopper's changes on top).
  const known = useMemo(() => (unavailable ? { id: '', webUrl: '', completedAt: null, lines: lastKnownLines } : checkout), [unavailable, lastKnownLines, checkout])
  const lines = useMemo(() => shownLines({ checkout: known, change, changes }), [known, change, changes])
  const totals = useMemo(() => cartTotals(lines, rate, currency), [lines, rate, currency])
  const confirmed = useMemo(() => new Set(known?.lines.map((line) => line.id)), [known])

  return {
    lines,
    totals,
    webUrl: unavailable ? null : (checkout?.webUrl ?? null),
    busy: view.busy,
    settling: (line) => !confirmed.has(line.id),
    error: view.error !== dismissed ? view.error : null,
    unavailable,
    loading: view.loading,
    changeQuantity: (line, quantity) =>
      send({ type: 'cart.update-item', lines: [{ id: line.id, variantId: line.variantId, quantity, customAttributes: line.customAttributes }] }),
    removeLine: (line) => send({ type: 'cart.remove-item', lineIds: [line.id] }),
    dismissError: () => setDismissed(view.error),
  }
}
