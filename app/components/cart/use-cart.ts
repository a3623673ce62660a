import { useMemo } from 'react'
import { useShop } from '../content/shop-context.tsx'
import type { CheckoutLine } from '../../../domain/types.ts'
import { useCartRefusal, type CartRefusal } from './cart-refusal.ts'
import { cartTotals, type CartTotals } from './cart-totals.ts'
import { useCartSnippets, useCheckoutView, useSendCartEvent } from './cart-source.ts'
import { shippingRateOfSnippets } from './shipping-rate.ts'
import { useShownLines } from './shown-lines.ts'

export interface Cart extends CartRefusal {
  /** Confirmed lines with the shopper's unconfirmed changes applied (optimistic). */
  lines: CheckoutLine[]
  totals: CartTotals
  webUrl: string | null
  /** The line is an addition the platform has not confirmed yet. Other lines can be changed at any time: changes queue. */
  settling: (line: CheckoutLine) => boolean
  /** The platform cannot say what the cart holds: `lines` are the last known ones, and there is no checkout. */
  unavailable: boolean
  /** A stored cart is being loaded: its lines are not known yet. */
  loading: boolean
  changeQuantity: (line: CheckoutLine, quantity: number) => void
  removeLine: (line: CheckoutLine) => void
}

/**
 * The cart for components: lines from the checkout actor, changed only by events to the root actor. The
 * checkout queues the changes and applies them in order, so a component sends and forgets; the lines it
 * shows include the changes not yet confirmed, and a refused one is gone again with its error.
 */
export function useCart(): Cart {
  const view = useCheckoutView()
  const snippets = useCartSnippets()
  const send = useSendCartEvent()
  const { currency } = useShop()
  const refusal = useCartRefusal(view)
  const { lines, known } = useShownLines(view)
  const { checkout, unavailable } = view
  const rate = useMemo(() => shippingRateOfSnippets(snippets), [snippets])
  const totals = useMemo(() => cartTotals(lines, rate, currency), [lines, rate, currency])
  const confirmed = useMemo(() => new Set(known?.lines.map((line) => line.id)), [known])

  return {
    ...refusal,
    lines,
    totals,
    webUrl: unavailable ? null : (checkout?.webUrl ?? null),
    settling: (line) => !confirmed.has(line.id),
    unavailable,
    loading: view.loading,
    changeQuantity: (line, quantity) =>
      send({ type: 'cart.update-item', lines: [{ id: line.id, variantId: line.variantId, quantity, customAttributes: line.customAttributes }] }),
    removeLine: (line) => send({ type: 'cart.remove-item', lineIds: [line.id] }),
  }
}
