import { useSelector } from '@xstate/react'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { checkoutCounts } from '../../domain/checkout-counts.ts'
import type { checkoutMachine } from '../../machines/checkout.machine.ts'
import type { CheckoutLine } from '../../domain/types.ts'
import type { CheckoutPlace } from '../../domain/checkout-gateway.ts'
import { CART_QUANTITY_COOKIE, cookieOf } from './checkout-cookies.ts'
import { readLastKnownCart, writeLastKnownCart } from './last-known-cart.ts'
import { RootActor } from './root-actor.tsx'

type CheckoutRef = ActorRefFrom<typeof checkoutMachine>

interface CheckoutState {
  ref: CheckoutRef | null
  /** Titles of lines a language or delivery-country change could not carry over (SPEC §4). */
  notCarriedOver: string[]
  dismissNotCarriedOver: () => void
  /** The lines the cart last held, from browser storage, while the platform cannot say what it holds now. */
  lastKnownLines: CheckoutLine[]
}

const CheckoutContext = createContext<CheckoutState>({ ref: null, notCarriedOver: [], dismissNotCarriedOver: () => {}, lastKnownLines: [] })

export const useCheckoutActor = () => useContext(CheckoutContext)

const titleOf = (line: CheckoutLine) => line.customAttributes.find((attribute) => attribute.key === '_title')?.value || line.title

const NOTHING_LEFT_BEHIND: CheckoutLine[] = []

/**
 * Watches the checkout the root spawns when the page resumes the tab's shared state (`useShopResumed`): keeps
 * the quantity cookie in sync, and asks for a rebuild when this page's language or delivery country differs
 * from the place the checkout lives in. The checkout reports which lines could not come along; the shopper
 * can dismiss that report. The lines of every loaded cart are kept in browser storage, to be shown while the
 * platform cannot be reached.
 */
export function CheckoutActorProvider({ place, children }: { place: CheckoutPlace; children: ReactNode }) {
  const root = RootActor.useActorRef()
  const ref = RootActor.useSelector((snapshot) => snapshot.context.checkout)
  const leftBehind = useSelector(ref ?? undefined, (snapshot) => snapshot?.context.leftBehind) ?? NOTHING_LEFT_BEHIND
  const [dismissed, setDismissed] = useState<CheckoutLine[] | null>(null)
  const unavailableId = useSelector(ref ?? undefined, (snapshot) => (snapshot?.context.unavailable ? snapshot.context.checkoutId : null)) ?? null
  const lastKnownLines = useMemo(() => (unavailableId ? readLastKnownCart(unavailableId) : NOTHING_LEFT_BEHIND), [unavailableId])

  useEffect(() => {
    if (!ref) return
    let placeChangeSent = false
    const subscription = ref.subscribe((snapshot) => {
      if (!snapshot.hasTag('settled')) return
      const checkout = snapshot.context.checkout
      if (checkout) {
        document.cookie = cookieOf(CART_QUANTITY_COOKIE, String(checkoutCounts(checkout).totalQuantity))
        writeLastKnownCart(checkout.id, checkout.lines)
      }
      if (!placeChangeSent && (snapshot.context.language !== place.language || snapshot.context.country !== place.country)) {
        placeChangeSent = true
        root.send({ type: 'checkout.place-changed', language: place.language, country: place.country })
      }
    })
    return () => subscription.unsubscribe()
  }, [root, ref, place.language, place.country])

  const notCarriedOver = useMemo(() => (leftBehind === dismissed ? [] : leftBehind.map(titleOf)), [leftBehind, dismissed])
  return (
    <CheckoutContext.Provider value={{ ref, notCarriedOver, dismissNotCarriedOver: () => setDismissed(leftBehind), lastKnownLines }}>{children}</CheckoutContext.Provider>
  )
}
