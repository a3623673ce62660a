import { useState } from 'react'
import type { CartRefusal } from '../cart/cart-refusal.ts'

/**
 * 'Added to cart' (SPEC §8 successes) once the platform took the addition, never beside 'Your cart could not be
 * changed': an addition it refused leaves only the error to read. Used as `useState`: set true on adding, false
 * when the shopper's choice changes.
 */
export function useAddedToCart(cart: Pick<CartRefusal, 'busy' | 'error'>): [boolean, (added: boolean) => void] {
  const [state, setState] = useState<'none' | 'waiting' | 'added'>('none')
  // Derived while rendering: the platform's answer ends the wait.
  if (state === 'waiting' && !cart.busy) setState(cart.error === null ? 'added' : 'none')
  return [state === 'added', (added) => setState(added ? 'waiting' : 'none')]
}
