import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { CheckoutLine, LineInput } from '../../../machines/types.ts'
import { cartTotals, type CartTotals, type ShippingRate } from './cart-totals.ts'
import { useCartSnippets, useCheckoutView, useSendCartEvent, type CartEvent } from './cart-source.ts'
import { cartErrorKey, withPendingChanges, type CartErrorKey, type PendingChange } from './optimistic-lines.ts'
import { shippingRateOfSnippets } from './shipping-rate.ts'

export interface Cart {
  /** Confirmed lines with the shopper's unconfirmed changes applied (optimistic). */
  lines: CheckoutLine[]
  totals: CartTotals
  rate: ShippingRate | null
  webUrl: string | null
  /** The platform is working on a change. */
  busy: boolean
  /** The last change the platform refused, translated by the caller; the lines are already rolled back. */
  error: CartErrorKey | null
  /** Adds lines; `preview` is how they look until the platform answers. */
  addLines: (lines: LineInput[], preview: CheckoutLine[]) => void
  changeQuantity: (line: CheckoutLine, quantity: number) => void
  removeLine: (line: CheckoutLine) => void
  dismissError: () => void
}

interface Queued {
  change: PendingChange
  event: CartEvent
}

/**
 * The cart for components: lines from the checkout actor, changed only by events to the root actor. A change
 * shows at once; it is sent when the checkout is ready (one change at a time, the machine takes no other),
 * and when the platform refuses it the confirmed lines come back with a translated error.
 */
export function useCart(): Cart {
  const view = useCheckoutView()
  const snippets = useCartSnippets()
  const send = useSendCartEvent()
  const [queue, setQueue] = useState<Queued[]>([])
  const [inFlight, setInFlight] = useState<Queued | null>(null)
  const [error, setError] = useState<CartErrorKey | null>(null)
  const sawBusy = useRef(false)

  // The change in flight is settled once the machine has been busy and is ready again.
  useEffect(() => {
    if (!inFlight) return
    if (view.busy) {
      sawBusy.current = true
      return
    }
    if (!sawBusy.current) {
      // The machine took the event without work to do (nothing to remove): settle after a moment.
      const timer = setTimeout(() => setInFlight(null), 250)
      return () => clearTimeout(timer)
    }
    sawBusy.current = false
    setInFlight(null)
    if (view.error) setError(cartErrorKey(view.error))
  }, [inFlight, view.busy, view.error])

  // Next queued change goes out when nothing is in flight and the checkout is ready.
  useEffect(() => {
    if (inFlight || view.busy || queue.length === 0) return
    const [next, ...rest] = queue
    setQueue(rest)
    setInFlight(next!)
    sawBusy.current = false
    send(next!.event)
  }, [inFlight, queue, view.busy, send])

  const enqueue = useCallback((item: Queued) => {
    setError(null)
    setQueue((current) => [...current, item])
  }, [])

  const rate = useMemo(() => shippingRateOfSnippets(snippets), [snippets])
  const confirmed = view.checkout?.lines ?? NO_LINES
  const pending = useMemo(() => [...(inFlight ? [inFlight.change] : []), ...queue.map((item) => item.change)], [inFlight, queue])
  const lines = useMemo(() => withPendingChanges(confirmed, pending), [confirmed, pending])
  const totals = useMemo(() => cartTotals(lines, rate), [lines, rate])

  return {
    lines,
    totals,
    rate,
    webUrl: view.checkout?.webUrl ?? null,
    busy: view.busy || inFlight !== null || queue.length > 0,
    error,
    addLines: (added, preview) => enqueue({ change: { kind: 'add', lines: preview }, event: { type: 'cart.add-item', lines: added } }),
    changeQuantity: (line, quantity) =>
      enqueue({
        change: { kind: 'quantity', lineId: line.id, quantity },
        event: { type: 'cart.update-item', lines: [{ id: line.id, variantId: line.variantId, quantity, customAttributes: line.customAttributes }] },
      }),
    removeLine: (line) => enqueue({ change: { kind: 'remove', lineId: line.id }, event: { type: 'cart.remove-item', lineIds: [line.id] } }),
    dismissError: () => setError(null),
  }
}

const NO_LINES: CheckoutLine[] = []
