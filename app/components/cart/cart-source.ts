import { useSelector } from '@xstate/react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import type { checkoutMachine, CheckoutEvent } from '../../../machines/checkout.machine.ts'
import type { pageMachine } from '../../../machines/page.machine.ts'
import type { Checkout, Snippet, User } from '../../../machines/types.ts'
import { RootActor } from '../../state/root-actor.tsx'

/**
 * The one place that knows where the cart lives in the root actor: the checkout actor the root spawns as
 * `checkout`, and the page actor (`page`) whose chrome carries the cart snippets. Everything else in the
 * cart reads through these hooks.
 */
type CheckoutRef = ActorRefFrom<typeof checkoutMachine>
type PageRef = ActorRefFrom<typeof pageMachine>

const childOf = (children: unknown, id: string): AnyActorRef | undefined => (children as Record<string, AnyActorRef | undefined>)[id]

export interface CheckoutView {
  checkout: Checkout | null
  busy: boolean
  error: string | null
}

const EMPTY: CheckoutView = { checkout: null, busy: false, error: null }

export function useCheckoutView(): CheckoutView {
  const ref = RootActor.useSelector((snapshot) => childOf(snapshot.children, 'checkout')) as CheckoutRef | undefined
  return useSelector(ref, (snapshot) => (snapshot ? { checkout: snapshot.context.checkout, busy: snapshot.hasTag('busy'), error: snapshot.context.error } : EMPTY), sameView) ?? EMPTY
}

const sameView = (a: CheckoutView | undefined, b: CheckoutView | undefined) => a?.checkout === b?.checkout && a?.busy === b?.busy && a?.error === b?.error

export function useCartSnippets(): Snippet[] {
  const ref = RootActor.useSelector((snapshot) => childOf(snapshot.children, 'page')) as PageRef | undefined
  return useSelector(ref, (snapshot) => snapshot?.context.chrome.snippets) ?? NO_SNIPPETS
}

const NO_SNIPPETS: Snippet[] = []

export type CartEvent = Extract<CheckoutEvent, { type: 'cart.add-item' | 'cart.remove-item' | 'cart.update-item' }> | Extract<CheckoutEvent, { type: 'checkout.place-changed' }>

/** Cart changes are events to the root actor, which routes them to the checkout (DESIGN "The way of one request"). */
export function useSendCartEvent(): (event: CartEvent) => void {
  const root = RootActor.useActorRef() as unknown as { send: (event: CartEvent) => void }
  return (event) => root.send(event)
}

type SessionSnapshot = { context: { sso: boolean; user: User | null } }

/** The signed-in customer, if any: the root's `session` actor. */
export function useCustomer(): { user: User | null; sso: boolean } {
  const ref = RootActor.useSelector((snapshot) => childOf(snapshot.children, 'session'))
  return useSelector(ref, (snapshot) => {
    const context = (snapshot as SessionSnapshot | undefined)?.context
    return context ? { user: context.user, sso: context.sso } : NO_CUSTOMER
  }, (a, b) => a.user === b.user && a.sso === b.sso)
}

const NO_CUSTOMER = { user: null, sso: false }
