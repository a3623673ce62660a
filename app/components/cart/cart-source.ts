import { useSelector } from '@xstate/react'
import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import { changeOf, type CartChange } from '../../../domain/cart-changes.ts'
import type { CartError, checkoutMachine, CheckoutEvent } from '../../../machines/checkout.machine.ts'
import type { pageMachine } from '../../../machines/page.machine.ts'
import type { Checkout, Snippet, User } from '../../../domain/types.ts'
import { RootActor } from '../../state/root-actor.tsx'

/**
 * The one place that knows where the cart lives: the checkout actor the root spawns as `checkout`, and the
 * page actor (`page`) whose chrome carries the cart snippets. Everything else in the cart reads through these hooks.
 */
type CheckoutRef = ActorRefFrom<typeof checkoutMachine>
type PageRef = ActorRefFrom<typeof pageMachine>

const childOf = (children: unknown, id: string): AnyActorRef | undefined => (children as Record<string, AnyActorRef | undefined>)[id]

export interface CheckoutView {
  checkout: Checkout | null
  /** The change the platform is working on and those waiting behind it. */
  change: CartChange | null
  changes: CartChange[]
  busy: boolean
  /** The last change the platform refused; its lines are already rolled back. */
  error: CartError | null
  /** The platform could not say what the cart holds: it is unknown, not empty. */
  unavailable: boolean
  /** A stored cart is being loaded: not known yet, so not empty either. */
  loading: boolean
}

const EMPTY: CheckoutView = { checkout: null, change: null, changes: [], busy: false, error: null, unavailable: false, loading: false }

function useCheckoutRef(): CheckoutRef | null {
  return RootActor.useSelector((snapshot) => snapshot.context.checkout)
}

export function useCheckoutView(): CheckoutView {
  const ref = useCheckoutRef() ?? undefined
  const view = useSelector(ref, viewOf, sameView)
  const held = RootActor.useSelector((snapshot) => snapshot.context.heldForCheckout)
  const storedCart = RootActor.useSelector((snapshot) => Boolean(snapshot.context.checkoutInput?.storedCheckoutId))
  // Until the tab has resumed, the cart is unknown (the server and the hydrating page never read the browser's
  // cookies): a stored cart may be on its way, so nothing says the cart is empty yet. Catalogue mode has no cart.
  const unknown = RootActor.useSelector((snapshot) => snapshot.context.checkoutInput === null && !snapshot.context.catalogueMode)
  // Changes made while the checkout's logic is on its way show at once, as they will once it runs.
  const waiting = useMemo(
    (): CheckoutView => ({ ...EMPTY, changes: held.map(changeOf), busy: held.length > 0 || storedCart, loading: storedCart || unknown }),
    [held, storedCart, unknown],
  )
  const loaded = useMemo(() => ({ ...view, loading: storedCart && view.checkout === null && view.busy && !view.unavailable }), [view, storedCart])
  return ref ? loaded : waiting
}

type CheckoutSnapshot = ReturnType<CheckoutRef['getSnapshot']>

const viewOf = (snapshot: CheckoutSnapshot | undefined): CheckoutView => {
  if (!snapshot) return EMPTY
  const { checkout, change, changes, error, unavailable } = snapshot.context
  return { checkout, change, changes, busy: snapshot.hasTag('busy'), error, unavailable: unavailable && checkout === null, loading: false }
}

const sameView = (a: CheckoutView | undefined, b: CheckoutView | undefined) =>
  a?.checkout === b?.checkout && a?.change === b?.change && a?.changes === b?.changes && a?.busy === b?.busy && a?.error === b?.error && a?.unavailable === b?.unavailable

const SnippetsContext = createContext<Snippet[] | null>(null)

/** Views and the header that hold the page's snippets pass them here; otherwise the page actor's are read. */
export function CartSnippetsProvider({ snippets, children }: { snippets: Snippet[]; children: ReactNode }) {
  return createElement(SnippetsContext.Provider, { value: snippets }, children)
}

export function useCartSnippets(): Snippet[] {
  const given = useContext(SnippetsContext)
  const ref = RootActor.useSelector((snapshot) => childOf(snapshot.children, 'page')) as PageRef | undefined
  const fromPage = useSelector(ref, (snapshot) => snapshot?.context.frame?.snippets)
  return given ?? fromPage ?? NO_SNIPPETS
}

/** Catalogue mode as the storefront-settings snippet sets it (its first top element's content, SPEC §3). */
export function catalogueModeOf(snippets: Snippet[]): boolean {
  const content = snippets.find((snippet) => snippet.snippetId === 'storefront-settings')?.elements[0]?.properties?.content
  return typeof content === 'object' && content !== null && (content as { isCatalogueMode?: unknown }).isCatalogueMode === true
}

/** Catalogue mode (SPEC §1, §4): configured for the shop (CATALOGUE_MODE) or set by the content; cart actions are hidden. */
export function useCatalogueMode(): boolean {
  const configured = RootActor.useSelector((snapshot) => snapshot.context.catalogueMode)
  const snippets = useCartSnippets()
  return configured || catalogueModeOf(snippets)
}

const NO_SNIPPETS: Snippet[] = []

export type CartEvent = CheckoutEvent

/** Cart changes are events to the root actor, which journals them and routes them to the checkout (DESIGN "The way of one request"). */
export function useSendCartEvent(): (event: CartEvent) => void {
  const root = RootActor.useActorRef()
  return useCallback((event: CartEvent) => root.send(event), [root])
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
