import { assertEvent, assign, enqueueActions, fromPromise, raise, sendParent, setup, stopChild, type ActorRefFrom, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import type { activationMachine } from './activation.machine.ts'
import type { StoreCode } from '../app.config.ts'
import type { addressBookMachine } from './address-book.machine.ts'
import { backToTopMachine } from './back-to-top.machine.ts'
import type { changePasswordMachine } from './change-password.machine.ts'
import type { CheckoutInput, checkoutMachine } from './checkout.machine.ts'
import { changeOf, type CartEvent } from '../domain/cart-changes.ts'
import type { LineInput } from '../domain/types.ts'
import { headerMachine } from './header.machine.ts'
import { appendEntry, type JournalEntry, type SharedEvent, type StampedSharedEvent } from './journal.ts'
import { modalMachine } from './modal.machine.ts'
import type { orderHistoryMachine } from './order-history.machine.ts'
import { overlayMachine } from './overlay.machine.ts'
import { pageMachine } from './page.machine.ts'
import { providedLater } from './provided-later.ts'
import type { PageAddress } from '../domain/requests.ts'
import type { personalDataMachine } from './personal-data.machine.ts'
import type { passwordResetMachine, PasswordResetInput } from './password-reset.machine.ts'
import type { CustomerChanged, DefaultAddressKnown, SessionInput, sessionMachine } from './session.machine.ts'
import { wishlistMachine, type WishlistEvent } from './wishlist.machine.ts'

/** What the server knows of the visitor and the market at the start of a request. */
export interface RootInput {
  storeCode: StoreCode
  /** Storefront language and delivery country of the market, e.g. `DE`/`DE`. */
  language?: string
  country?: string
  /** The page the shopper opened: the root spawns its page actor and settles once the page has. */
  page?: PageAddress
  /** SPEC §1 catalogue mode: no cart and no account. */
  catalogueMode?: boolean
  /** SSO store with SSO on (SPEC §4 Session). */
  sso?: boolean
  /** Viewport width the header starts with. */
  width?: number
}

/** The customer area's screens (SPEC §2): each has its own machine while it is open. */
export type AccountScreen = 'orders' | 'personal' | 'address' | 'change-password'

/** The open account screen and its actor, told apart by `screen`. */
export type AccountScreenActor =
  | { screen: 'orders'; ref: ActorRefFrom<typeof orderHistoryMachine> }
  | { screen: 'personal'; ref: ActorRefFrom<typeof personalDataMachine> }
  | { screen: 'address'; ref: ActorRefFrom<typeof addressBookMachine> }
  | { screen: 'change-password'; ref: ActorRefFrom<typeof changePasswordMachine> }

export interface RootContext {
  storeCode: StoreCode
  language: string
  country: string
  catalogueMode: boolean
  sso: boolean
  pageSettled: boolean
  page: ActorRefFrom<typeof pageMachine> | null
  checkout: ActorRefFrom<typeof checkoutMachine> | null
  /** Where the checkout starts once it is needed, known when the shop resumed (none in catalogue mode). */
  checkoutInput: CheckoutInput | null
  /** The checkout's logic on its way: the checkout is spawned once it has arrived. */
  checkoutLogic: ActorRefFrom<typeof loadCheckoutLogic> | null
  /** Cart changes made while the checkout's logic was on its way: they reach the checkout in order once it runs. */
  heldForCheckout: CartEvent[]
  /** What the session starts from once it is needed, known when the shop resumed (none in catalogue mode). */
  sessionInput: SessionInput | null
  /** The session's logic on its way: the session is spawned once it has arrived. */
  sessionLogic: ActorRefFrom<typeof loadSessionLogic> | null
  /** Logins, logouts, registrations and stored tokens that came while the session's logic was on its way, in order. */
  heldForSession: SessionChange[]
  session: ActorRefFrom<typeof sessionMachine> | null
  wishlist: ActorRefFrom<typeof wishlistMachine> | null
  header: ActorRefFrom<typeof headerMachine> | null
  overlay: ActorRefFrom<typeof overlayMachine> | null
  modal: ActorRefFrom<typeof modalMachine> | null
  backToTop: ActorRefFrom<typeof backToTopMachine> | null
  /** The account screen on display, for a logged-in customer. */
  account: AccountScreenActor | null
  /** The forgot-password modal or the reset-password page, while one is on screen. */
  passwordReset: ActorRefFrom<typeof passwordResetMachine> | null
  /** The account activation page, while it is on screen. */
  activation: ActorRefFrom<typeof activationMachine> | null
  /** SPEC §4 shared-state events with time and origin: the store's history, replayable. */
  journal: JournalEntry[]
  /** Shared events that came before the shop resumed: their owners do not exist yet, so they wait for them. */
  heldUntilResumed: SharedEvent[]
  width: number
  /** The address of the page on display, or being loaded. */
  pageAddress: PageAddress | null
}

/**
 * What the visitor's browser keeps between pages: favourites in storage; the checkout id, where that checkout
 * lives and the login token's expiry in cookies. Only the browser reads them, so a page's HTML is the same for
 * every visitor.
 */
export interface StoredVisitor {
  favourites: string[]
  checkoutId?: string | null
  /** Language and delivery country of the stored checkout; a checkout is resumed where it lives (SPEC §4). */
  checkoutPlace?: { language: string; country: string } | null
  tokenExpiresAt?: string | null
}

export type RootEvent =
  | { type: 'page.settled' }
  /** A client navigation: the page on display is replaced by the one asked for, which loads anew. */
  | { type: 'page.requested'; page: PageAddress }
  /** The browser took over the server's snapshot: shared state loads now, from what the browser keeps. */
  | ({ type: 'shop.resumed' } & StoredVisitor)
  | { type: 'route.changed' }
  /** From the header: an open flyout or mobile menu wants the overlay behind it, or no longer does. */
  | { type: 'overlay.show' }
  | { type: 'overlay.hide' }
  /** A click on the overlay closes what it sits behind. */
  | { type: 'overlay.clicked' }
  | { type: 'wishlist.toggle'; productId: string; origin?: string; at?: number }
  | { type: 'checkout.place-changed'; language: string; country: string }
  /** An account page opened (its screen loads anew) or left. */
  | { type: 'account.opened'; screen: AccountScreen }
  | { type: 'account.closed' }
  /** A forgot-password modal or reset link, and an invitation link, on screen: each gets a fresh lifecycle. */
  | { type: 'password-reset.opened'; input: PasswordResetInput }
  | { type: 'activation.opened'; activationUrl: string }
  /** A reset or an activation stored the customer's new token (in its cookie): the session logs them in with it. */
  | { type: 'session.token-stored'; expiresAt: string }
  /** The personal-data screen saved the customer's new data, or the address book showed their default address: the session keeps it. */
  | CustomerChanged
  | DefaultAddressKnown
  /** The checkout's logic arrived, or could not be loaded (the next cart change asks for it again). */
  | DoneActorEvent<void, 'checkoutLogic'>
  | ErrorActorEvent<unknown, 'checkoutLogic'>
  /** The session's logic arrived, or could not be loaded (the next login or logout asks for it again). */
  | DoneActorEvent<void, 'sessionLogic'>
  | ErrorActorEvent<unknown, 'sessionLogic'>
  | StampedSharedEvent

const isShared = (event: RootEvent): event is StampedSharedEvent =>
  /^(cart\.(add|remove|update)-item|user\.(login|logout|signup)|wishlist\.(add|remove)-item|review\.create)$/.test(event.type)

/** The wishlist is spawned with the rest of the shared state when the shop resumes, in every mode. */
const hasResumed = (context: RootContext) => context.wishlist !== null

/** A shared event with the machine that owns its state, each with the events that machine takes. */
type Delivery =
  | { to: ActorRefFrom<typeof checkoutMachine>; event: CartEvent }
  | { to: ActorRefFrom<typeof sessionMachine>; event: UserEvent }
  | { to: ActorRefFrom<typeof wishlistMachine>; event: WishlistEvent }

/** Where a shared event goes; nowhere for a review, or for the cart and account in catalogue mode. */
function deliveryOf(context: RootContext, event: SharedEvent): Delivery | null {
  switch (event.type) {
    case 'cart.add-item':
    case 'cart.remove-item':
    case 'cart.update-item':
      return context.checkout && { to: context.checkout, event }
    case 'user.login':
    case 'user.logout':
    case 'user.signup':
      return context.session && { to: context.session, event }
    case 'wishlist.add-item':
    case 'wishlist.remove-item':
      return context.wishlist && { to: context.wishlist, event }
    case 'review.create':
      return null
  }
}

/**
 * Brings the checkout's logic, by default at hand already. A tab provides a loader that fetches it with the
 * configured gateway, so a page whose shopper never touches a cart never loads it.
 */
const loadCheckoutLogic = fromPromise<void>(async () => {})

/** A cart change that finds no checkout yet waits for it (there is none in catalogue mode, and nothing waits there). */
const waitsForCheckout = (context: RootContext, event: SharedEvent): event is CartEvent =>
  event.type.startsWith('cart.') && context.checkout === null && context.checkoutInput !== null

/**
 * Brings the session's logic, by default at hand already. A tab provides a loader that fetches it, so a visitor
 * who is not logged in loads it only when they log in or register.
 */
const loadSessionLogic = fromPromise<void>(async () => {})

type UserEvent = Extract<SharedEvent, { type: `user.${string}` }>

/** What the session acts on: the user's shared events and a token another account step stored. */
type SessionChange = UserEvent | { type: 'session.token-stored'; expiresAt: string }

/** A session change that finds no session yet waits for it (there is none in catalogue mode, and nothing waits there). */
const waitsForSession = (context: RootContext, event: SharedEvent | SessionChange): event is SessionChange =>
  (event.type.startsWith('user.') || event.type === 'session.token-stored') && context.session === null && context.sessionInput !== null

/**
 * The lines a first cart holds while its checkout is being made: kept by the tab (`keepFirstCartLines`) so a
 * reload before the platform has made it loses none of them. A stored checkout holds its own lines already.
 */
const keepFirstLines = {
  type: 'keepFirstCartLines',
  params: ({ context }: { context: RootContext }) => ({
    lines: context.checkoutInput && !context.checkoutInput.storedCheckoutId ? context.heldForCheckout.flatMap((event) => (event.type === 'cart.add-item' ? event.lines : [])) : [],
  }),
} as const

const persist = { type: 'persistJournal', params: ({ context }: { context: RootContext }) => ({ journal: context.journal }) } as const

/**
 * The root actor: one per request on the server, one per tab in the browser. It spawns every lifecycle, the
 * page the shopper opened among them, and settles (tag `settled`) once that page has; the server persists it
 * into the HTML and the browser goes on from that snapshot: `shop.resumed` loads cart, user and favourites
 * once, when enabled, and each client navigation replaces the page (`page.requested`), which settles again.
 * Shared-state events are journaled, then routed to the machine that owns that state.
 */
export const rootMachine = setup({
  types: {
    input: {} as RootInput,
    context: {} as RootContext,
    events: {} as RootEvent,
  },
  actors: {
    page: pageMachine,
    // The checkout comes when a cart needs it: whoever runs the root provides it, with its loader.
    checkout: providedLater<typeof checkoutMachine>('checkout'),
    checkoutLogic: loadCheckoutLogic,
    // The session comes when a stored login or the shopper's first login needs it, like the checkout.
    session: providedLater<typeof sessionMachine>('session'),
    sessionLogic: loadSessionLogic,
    wishlist: wishlistMachine,
    header: headerMachine.provide({ actions: { showOverlay: sendParent({ type: 'overlay.show' }), hideOverlay: sendParent({ type: 'overlay.hide' }) } }),
    overlay: overlayMachine,
    modal: modalMachine,
    backToTop: backToTopMachine,
    // The account machines come with the pages that show them: whoever runs the root provides them.
    orderHistory: providedLater<typeof orderHistoryMachine>('orderHistory'),
    personalData: providedLater<typeof personalDataMachine>('personalData'),
    addressBook: providedLater<typeof addressBookMachine>('addressBook'),
    changePassword: providedLater<typeof changePasswordMachine>('changePassword'),
    passwordReset: providedLater<typeof passwordResetMachine>('passwordReset'),
    activation: providedLater<typeof activationMachine>('activation'),
  },
  guards: {
    /** Catalogue mode has no account (SPEC §6). */
    hasAccounts: ({ context }) => !context.catalogueMode,
    hasNoPageOrItSettled: ({ context }) => context.page === null || context.pageSettled,
    notYetResumed: ({ context }) => !hasResumed(context),
    isLoadingCheckoutLogic: ({ context }) => context.checkoutLogic !== null,
    isLoadingSessionLogic: ({ context }) => context.sessionLogic !== null,
    /** Another invitation than the one open; the same one opened again (its screen mounted anew, or a click before its screen opened it) stays where the customer is. */
    isAnotherInvitation: ({ context, event }) => {
      assertEvent(event, 'activation.opened')
      return context.activation?.getSnapshot().context.activationUrl !== event.activationUrl
    },
    /** Before the shop resumed there is no wishlist, and the page shows no favourite: a toggle then adds. */
    isFavourite: ({ context, event }) => {
      assertEvent(event, 'wishlist.toggle')
      return context.wishlist?.getSnapshot().context.favourites.includes(event.productId) ?? false
    },
  },
  actions: {
    markPageSettled: assign({ pageSettled: true }),
    spawnInterface: assign(({ context, spawn }) => ({
      header: spawn('header', { id: 'header', input: { width: context.width } }),
      overlay: spawn('overlay', { id: 'overlay' }),
      modal: spawn('modal', { id: 'modal' }),
      backToTop: spawn('backToTop', { id: 'backToTop' }),
    })),
    spawnPage: assign(({ context, spawn }) => (context.pageAddress ? { page: spawn('page', { id: 'page', input: context.pageAddress }) } : {})),
    /** One page at a time: the one asked for replaces the one before (its fetch, if any, is abandoned). */
    replacePage: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'page.requested')
      if (context.page) enqueue.stopChild(context.page)
      enqueue.assign({ pageAddress: event.page, pageSettled: false, page: ({ spawn }) => spawn('page', { id: 'page', input: event.page }) })
    }),
    /**
     * SPEC §4: cart, user and favourites load once at start, when enabled (not in catalogue mode). A stored checkout
     * is loaded now; without one the cart is empty, and the checkout is made when the shopper first changes the cart.
     */
    spawnSharedState: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'shop.resumed')
      const storedCheckoutId = event.checkoutId ?? null
      // A stored checkout is resumed where it lives; the page then asks for a rebuild for its own place.
      const place = (storedCheckoutId && event.checkoutPlace) || { language: context.language, country: context.country }
      enqueue.assign({ wishlist: ({ spawn }) => spawn('wishlist', { id: 'wishlist', input: { favourites: event.favourites } }) })
      if (context.catalogueMode) return
      const storedTokenExpiresAt = event.tokenExpiresAt ?? null
      enqueue.assign({
        sessionInput: { sso: context.sso, storedTokenExpiresAt },
        checkoutInput: { storedCheckoutId, language: place.language, country: place.country },
      })
      // An SSO store reads its user from the access cookie, and a stored login is confirmed: both load the session now.
      if (context.sso || storedTokenExpiresAt) enqueue.assign({ sessionLogic: ({ spawn }) => spawn('sessionLogic', { id: 'sessionLogic' }) })
      if (storedCheckoutId) enqueue.assign({ checkoutLogic: ({ spawn }) => spawn('checkoutLogic', { id: 'checkoutLogic' }) })
    }),
    /** The checkout starts with the changes held for it, so the first one makes a new checkout in one call. */
    spawnCheckout: assign({
      checkout: ({ context, spawn }) =>
        context.checkoutInput ? spawn('checkout', { id: 'checkout', input: { ...context.checkoutInput, changes: context.heldForCheckout.map(changeOf) } }) : context.checkout,
      checkoutLogic: null,
      heldForCheckout: [],
    }),
    forgetCheckoutLogic: assign({ checkoutLogic: null }),
    spawnSession: assign({
      session: ({ context, spawn }) => (context.sessionInput ? spawn('session', { id: 'session', input: context.sessionInput }) : context.session),
      sessionLogic: null,
    }),
    releaseHeldForSession: enqueueActions(({ context, enqueue }) => {
      if (context.session) for (const held of context.heldForSession) enqueue.sendTo(context.session, held)
      enqueue.assign({ heldForSession: [] })
    }),
    forgetSessionLogic: assign({ sessionLogic: null }),
    journal: assign({ journal: ({ context, event }) => (isShared(event) ? appendEntry(context.journal, event, Date.now()) : context.journal) }),
    // Provided by the app: keeps the journal in session storage.
    persistJournal: (_, _params: { journal: JournalEntry[] }) => {},
    // Provided by the app: keeps a first cart's lines (if it holds any yet) in session storage until its checkout is made.
    keepFirstCartLines: (_, _params: { lines: LineInput[] }) => {},
    route: enqueueActions(({ context, event, enqueue }) => {
      if (!isShared(event)) return
      const { origin: _origin, at: _at, ...shared } = event
      // A shopper can act on the server-rendered page before it resumes (React replays the click on hydration).
      if (!hasResumed(context)) enqueue.assign({ heldUntilResumed: [...context.heldUntilResumed, shared] })
      // A change whose owner is not there yet waits for it, and asks for its logic unless that is on its way already.
      else if (waitsForCheckout(context, shared)) {
        enqueue.assign({
          heldForCheckout: [...context.heldForCheckout, shared],
          checkoutLogic: ({ spawn }) => context.checkoutLogic ?? spawn('checkoutLogic', { id: 'checkoutLogic' }),
        })
      } else if (waitsForSession(context, shared)) {
        enqueue.assign({
          heldForSession: [...context.heldForSession, shared],
          sessionLogic: ({ spawn }) => context.sessionLogic ?? spawn('sessionLogic', { id: 'sessionLogic' }),
        })
      } else {
        const delivery = deliveryOf(context, shared)
        if (delivery) enqueue.sendTo(delivery.to, delivery.event)
      }
    }),
    releaseHeld: enqueueActions(({ context, enqueue }) => {
      const forCheckout = context.heldUntilResumed.filter((held) => waitsForCheckout(context, held))
      const forSession = context.heldUntilResumed.filter((held) => waitsForSession(context, held))
      for (const held of context.heldUntilResumed) {
        const delivery = waitsForCheckout(context, held) || waitsForSession(context, held) ? null : deliveryOf(context, held)
        if (delivery) enqueue.sendTo(delivery.to, delivery.event)
      }
      enqueue.assign({ heldUntilResumed: [] })
      if (forCheckout.length > 0) {
        enqueue.assign({
          heldForCheckout: [...context.heldForCheckout, ...forCheckout],
          checkoutLogic: ({ spawn }) => context.checkoutLogic ?? spawn('checkoutLogic', { id: 'checkoutLogic' }),
        })
      }
      if (forSession.length > 0) {
        enqueue.assign({
          heldForSession: [...context.heldForSession, ...forSession],
          sessionLogic: ({ spawn }) => context.sessionLogic ?? spawn('sessionLogic', { id: 'sessionLogic' }),
        })
      }
    }),
    raiseRemoval: raise(({ event }) => {
      assertEvent(event, 'wishlist.toggle')
      return { type: 'wishlist.remove-item', productId: event.productId, origin: event.origin, at: event.at }
    }),
    raiseAddition: raise(({ event }) => {
      assertEvent(event, 'wishlist.toggle')
      return { type: 'wishlist.add-item', productId: event.productId, origin: event.origin, at: event.at }
    }),
    forwardToCheckout: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'checkout.place-changed')
      if (context.checkout) enqueue.sendTo(context.checkout, event)
    }),
    spawnPasswordReset: assign({
      passwordReset: ({ event, spawn }) => {
        assertEvent(event, 'password-reset.opened')
        return spawn('passwordReset', { id: 'passwordReset', input: event.input })
      },
    }),
    spawnActivation: assign({
      activation: ({ event, spawn }) => {
        assertEvent(event, 'activation.opened')
        return spawn('activation', { id: 'activation', input: { activationUrl: event.activationUrl } })
      },
    }),
    stopPasswordReset: stopChild('passwordReset'),
    stopActivation: stopChild('activation'),
    forwardToSession: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'session.token-stored')
      if (context.session) enqueue.sendTo(context.session, event)
      else if (waitsForSession(context, event)) {
        enqueue.assign({
          heldForSession: [...context.heldForSession, event],
          sessionLogic: ({ spawn }) => context.sessionLogic ?? spawn('sessionLogic', { id: 'sessionLogic' }),
        })
      }
    }),
    /** A session still to come loads the customer as saved: only a running one is told. */
    forwardCustomerChange: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['session.customer-changed', 'session.default-address-known'])
      if (context.session) enqueue.sendTo(context.session, event)
    }),
    forwardToOverlay: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['overlay.show', 'overlay.hide', 'overlay.clicked'])
      if (context.overlay) enqueue.sendTo(context.overlay, event)
    }),
    closeBehindOverlay: enqueueActions(({ context, enqueue }) => {
      if (!context.header) return
      enqueue.sendTo(context.header, { type: 'flyout.closed' })
      enqueue.sendTo(context.header, { type: 'mobile-menu.clicked-outside' })
    }),
    /** One account screen at a time: the one opened replaces the one before, and loads anew. */
    openAccountScreen: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'account.opened')
      if (context.account) enqueue.stopChild(context.account.ref)
      enqueue.assign({
        account: ({ spawn }): AccountScreenActor => {
          switch (event.screen) {
            case 'orders':
              return { screen: 'orders', ref: spawn('orderHistory', { id: 'account' }) }
            case 'personal':
              return { screen: 'personal', ref: spawn('personalData', { id: 'account' }) }
            case 'address':
              return { screen: 'address', ref: spawn('addressBook', { id: 'account', input: { country: context.country } }) }
            case 'change-password':
              return { screen: 'change-password', ref: spawn('changePassword', { id: 'account' }) }
          }
        },
      })
    }),
    closeAccountScreen: enqueueActions(({ context, enqueue }) => {
      if (!context.account) return
      enqueue.stopChild(context.account.ref)
      enqueue.assign({ account: null })
    }),
    closeOnRouteChange: enqueueActions(({ context, enqueue }) => {
      for (const ref of [context.overlay, context.modal, context.header]) if (ref) enqueue.sendTo(ref, { type: 'route.changed' })
    }),
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({
    storeCode: input.storeCode,
    language: input.language ?? input.storeCode.toUpperCase(),
    country: input.country ?? input.storeCode.toUpperCase(),
    catalogueMode: input.catalogueMode ?? false,
    sso: input.sso ?? false,
    pageSettled: false,
    page: null,
    checkout: null,
    checkoutInput: null,
    checkoutLogic: null,
    heldForCheckout: [],
    sessionInput: null,
    sessionLogic: null,
    heldForSession: [],
    session: null,
    wishlist: null,
    header: null,
    overlay: null,
    modal: null,
    backToTop: null,
    account: null,
    passwordReset: null,
    activation: null,
    journal: [],
    heldUntilResumed: [],
    width: input.width ?? 1280,
    pageAddress: input.page ?? null,
  }),
  entry: ['spawnInterface', 'spawnPage'],
  on: {
    'page.requested': { target: '.awaitingPage', actions: 'replacePage' },
    // Shared state loads once, whether the page on display has settled or the next one is still loading.
    'shop.resumed': { guard: 'notYetResumed', actions: ['spawnSharedState', 'releaseHeld', keepFirstLines] },
    'route.changed': { actions: 'closeOnRouteChange' },
    'overlay.show': { actions: 'forwardToOverlay' },
    'overlay.hide': { actions: 'forwardToOverlay' },
    'overlay.clicked': { actions: ['forwardToOverlay', 'closeBehindOverlay'] },
    'checkout.place-changed': { actions: 'forwardToCheckout' },
    'account.opened': { guard: 'hasAccounts', actions: 'openAccountScreen' },
    'account.closed': { actions: 'closeAccountScreen' },
    'password-reset.opened': { actions: ['stopPasswordReset', 'spawnPasswordReset'] },
    'activation.opened': { guard: 'isAnotherInvitation', actions: ['stopActivation', 'spawnActivation'] },
    'session.token-stored': { actions: 'forwardToSession' },
    'session.customer-changed': { actions: 'forwardCustomerChange' },
    'session.default-address-known': { actions: 'forwardCustomerChange' },
    'xstate.done.actor.checkoutLogic': { guard: 'isLoadingCheckoutLogic', actions: 'spawnCheckout' },
    'xstate.error.actor.checkoutLogic': { guard: 'isLoadingCheckoutLogic', actions: 'forgetCheckoutLogic' },
    'xstate.done.actor.sessionLogic': { guard: 'isLoadingSessionLogic', actions: ['spawnSession', 'releaseHeldForSession'] },
    'xstate.error.actor.sessionLogic': { guard: 'isLoadingSessionLogic', actions: 'forgetSessionLogic' },
    // The journal records what the toggle meant (add or remove), so a replay needs no favourites to decide.
    'wishlist.toggle': [{ guard: 'isFavourite', actions: 'raiseRemoval' }, { actions: 'raiseAddition' }],
    'cart.add-item': { actions: ['journal', 'route', persist, keepFirstLines] },
    'cart.remove-item': { actions: ['journal', 'route', persist] },
    'cart.update-item': { actions: ['journal', 'route', persist] },
    'user.login': { actions: ['journal', 'route', persist] },
    'user.logout': { actions: ['journal', 'route', persist] },
    'user.signup': { actions: ['journal', 'route', persist] },
    'wishlist.add-item': { actions: ['journal', 'route', persist] },
    'wishlist.remove-item': { actions: ['journal', 'route', persist] },
    'review.create': { actions: ['journal', persist] },
  },
  initial: 'awaitingPage',
  states: {
    awaitingPage: {
      always: { guard: 'hasNoPageOrItSettled', target: 'ready' },
      on: { 'page.settled': { target: 'ready', actions: 'markPageSettled' } },
    },
    ready: { tags: ['settled'] },
  },
})
