import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { createActor, type ActorRefFrom } from 'xstate'
import { checkoutMachine, checkoutCounts } from '../../machines/checkout.machine.ts'
import type { CheckoutLine } from '../../machines/types.ts'
import { checkoutActors } from '../../services/checkout/actors.ts'
import { checkoutApi202207 } from '../../services/checkout/checkout-api-2022-07.ts'
import { Client, fetchExchange } from '@urql/core'
import { storefrontEndpoint } from '../../services/storefront/client.ts'
import { CART_QUANTITY_COOKIE, CHECKOUT_ID_COOKIE, CHECKOUT_PLACE_COOKIE, cookieOf, placeOf, placeValue, readCookie, type CheckoutPlace } from './checkout-cookies.ts'

export type CheckoutRef = ActorRefFrom<typeof checkoutMachine>

export interface StorefrontAccess {
  domain: string
  accessKey: string
}

interface CheckoutState {
  ref: CheckoutRef | null
  /** Titles of lines a language or delivery-country change could not carry over (SPEC §4). */
  notCarriedOver: string[]
  dismissNotCarriedOver: () => void
}

const CheckoutContext = createContext<CheckoutState>({ ref: null, notCarriedOver: [], dismissNotCarriedOver: () => {} })

export const useCheckoutActor = () => useContext(CheckoutContext)

/**
 * The browser's storefront client: POST, no cache. The checkout actor holds the cart and the UI shows changes
 * optimistically from it, so the normalized cache (graphcache) would only add weight to the first load.
 */
function browserStorefrontClient(storefront: StorefrontAccess): Client {
  return new Client({
    url: storefrontEndpoint(storefront.domain),
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: () => ({
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-shopify-storefront-access-token': storefront.accessKey },
    }),
    exchanges: [fetchExchange],
  })
}

const titleOf = (line: CheckoutLine) => line.customAttributes.find((attribute) => attribute.key === '_title')?.value || line.title

/**
 * The tab's checkout actor, started in the browser: it resumes the checkout whose id the cookie holds, stores the
 * id of a new one, keeps the quantity cookie in sync, and rebuilds the checkout when the page's language or
 * delivery country differs from the one the checkout lives in.
 */
export function CheckoutActorProvider({ storefront, place, children }: { storefront: StorefrontAccess; place: CheckoutPlace; children: ReactNode }) {
  const [ref, setRef] = useState<CheckoutRef | null>(null)
  const [notCarriedOver, setNotCarriedOver] = useState<string[]>([])

  useEffect(() => {
    const storedId = readCookie(document.cookie, CHECKOUT_ID_COOKIE)
    const storedPlace = placeOf(readCookie(document.cookie, CHECKOUT_PLACE_COOKIE))
    // The stored checkout is read where it lives; a different place is then a change to rebuild for.
    const start = storedId && storedPlace ? storedPlace : place
    const gateway = checkoutApi202207(browserStorefrontClient(storefront))
    const machine = checkoutMachine.provide({
      actors: checkoutActors(gateway),
      actions: {
        storeCheckoutId: ({ context }, params: { checkoutId: string }) => {
          document.cookie = cookieOf(CHECKOUT_ID_COOKIE, params.checkoutId)
          document.cookie = cookieOf(CHECKOUT_PLACE_COOKIE, placeValue({ language: context.language, country: context.country }))
        },
      },
    })
    const actor = createActor(machine, { input: { storedCheckoutId: storedId, language: start.language, country: start.country } })
    let linesBefore: CheckoutLine[] | null = null
    let placeChangeSent = false
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.hasTag('settled')) return
      const checkout = snapshot.context.checkout
      if (checkout) document.cookie = cookieOf(CART_QUANTITY_COOKIE, String(checkoutCounts(checkout).totalQuantity))
      if (!placeChangeSent && (snapshot.context.language !== place.language || snapshot.context.country !== place.country)) {
        placeChangeSent = true
        linesBefore = checkout?.lines ?? []
        actor.send({ type: 'checkout.place-changed', language: place.language, country: place.country })
        return
      }
      if (linesBefore) {
        const carried = new Set((checkout?.lines ?? []).map((line) => line.variantId))
        setNotCarriedOver(linesBefore.filter((line) => !carried.has(line.variantId)).map(titleOf))
        linesBefore = null
      }
    })
    actor.start()
    setRef(actor)
    return () => {
      subscription.unsubscribe()
      actor.stop()
    }
  }, [storefront.domain, storefront.accessKey, place.language, place.country])

  return <CheckoutContext.Provider value={{ ref, notCarriedOver, dismissNotCarriedOver: () => setNotCarriedOver([]) }}>{children}</CheckoutContext.Provider>
}
