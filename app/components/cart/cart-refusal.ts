import { useState } from 'react'
import type { CartError } from '../../../machines/checkout.machine.ts'
import type { CheckoutView } from './cart-source.ts'

export interface CartRefusal {
  /** The platform is working on a change. */
  busy: boolean
  /** The last change the platform refused, translated by the caller; the lines are already rolled back. */
  error: CartError | null
  dismissError: () => void
}

/** What a button that changes the cart shows of the platform's answer: still working, or the last refusal until dismissed. */
export function useCartRefusal(view: CheckoutView): CartRefusal {
  // Dismissing hides this refusal only; the next one is shown again.
  const [dismissed, setDismissed] = useState<CartError | null>(null)
  return { busy: view.busy, error: view.error !== dismissed ? view.error : null, dismissError: () => setDismissed(view.error) }
}
