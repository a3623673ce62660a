import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { checkoutCounts, type checkoutMachine } from '../../machines/checkout.machine.ts'
import type { CheckoutLine } from '../../machines/types.ts'
import { CART_QUANTITY_COOKIE, cookieOf, type CheckoutPlace } from './checkout-cookies.ts'
import { readFavourites } from './favourites-storage.ts'
import { RootActor } from './root-actor.tsx'

export type CheckoutRef = ActorRefFrom<typeof checkoutMachine>

interface CheckoutState {
  ref: CheckoutRef | null
  /** Titles of lines a language or delivery-country change could not carry over (SPEC §4). */
  notCarriedOver: string[]
  dismissNotCarriedOver: () => void
}

const CheckoutContext = createContext<CheckoutState>({ ref: null, notCarriedOver: [], dismissNotCarriedOver: () => {} })

export const useCheckoutActor = () => useContext(CheckoutContext)

const titleOf = (line: CheckoutLine) => line.customAttributes.find((attribute) => attribute.key === '_title')?.value || line.title

/**
 * Resumes the tab's shared state once the page has hydrated (SPEC §4: cart, user and favourites load once),
 * then watches the checkout the root spawned: keeps the quantity cookie in sync, and rebuilds the checkout
 * when this page's language or delivery country differs from the place it lives in, telling the shopper
 * which lines could not come along.
 */
export function CheckoutActorProvider({ place, children }: { place: CheckoutPlace; children: ReactNode }) {
  const root = RootActor.useActorRef()
  const ref = RootActor.useSelector((snapshot) => snapshot.context.checkout)
  const [notCarriedOver, setNotCarriedOver] = useState<string[]>([])

  useEffect(() => {
    root.send({ type: 'shop.resumed', favourites: readFavourites() })
  }, [root])

  useEffect(() => {
    if (!ref) return
    let linesBefore: CheckoutLine[] | null = null
    let placeChangeSent = false
    const subscription = ref.subscribe((snapshot) => {
      if (!snapshot.hasTag('settled')) return
      const checkout = snapshot.context.checkout
      if (checkout) document.cookie = cookieOf(CART_QUANTITY_COOKIE, String(checkoutCounts(checkout).totalQuantity))
      if (!placeChangeSent && (snapshot.context.language !== place.language || snapshot.context.country !== place.country)) {
        placeChangeSent = true
        linesBefore = checkout?.lines ?? []
        root.send({ type: 'checkout.place-changed', language: place.language, country: place.country })
        return
      }
      if (linesBefore) {
        const carried = new Set((checkout?.lines ?? []).map((line) => line.variantId))
        setNotCarriedOver(linesBefore.filter((line) => !carried.has(line.variantId)).map(titleOf))
        linesBefore = null
      }
    })
    return () => subscription.unsubscribe()
  }, [root, ref, place.language, place.country])

  return <CheckoutContext.Provider value={{ ref, notCarriedOver, dismissNotCarriedOver: () => setNotCarriedOver([]) }}>{children}</CheckoutContext.Provider>
}
