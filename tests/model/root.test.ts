import { expect } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { JOURNAL_LIMIT } from '../../domain/constants.ts'
import { activationMachine } from '../../machines/activation.machine.ts'
import { changePasswordMachine } from '../../machines/change-password.machine.ts'
import { checkoutMachine } from '../../machines/checkout.machine.ts'
import type { JournalEntry, SharedEvent } from '../../machines/journal.ts'
import { pageMachine } from '../../machines/page.machine.ts'
import { addressBookMachine } from '../../machines/address-book.machine.ts'
import { orderHistoryMachine } from '../../machines/order-history.machine.ts'
import { passwordResetMachine } from '../../machines/password-reset.machine.ts'
import { personalDataMachine } from '../../machines/personal-data.machine.ts'
import { rootMachine } from '../../machines/root.machine.ts'
import { sessionMachine } from '../../machines/session.machine.ts'
import { wishlistMachine } from '../../machines/wishlist.machine.ts'
import { describeModel } from './support/model.ts'
import { answerPage, contentTypeOf, pageAnswers, shopperPage, shownOf } from './support/shopper-pages.ts'

// The shopper's walk: the home page, a category, a product of it, and back to the category, each addressed as the
// server addresses it.
const [home, category, product] = [shopperPage('/de/'), shopperPage('/de/c/blutdruckmessgeraete/'), shopperPage('/de/p/1099/')]
const page = home.address
const resolutionOf = (path: string | undefined) => [category, product].find((resolution) => resolution.address.path === path) ?? home
/** The page the shopper opens next from the one on display: the category from home (or from no page), the product from the category, and back. */
const nextPageOf = (path: string | undefined) => (path === category.address.path ? product : category).address

/** The page actor's settling, as the model names it: the answer its content fetch got. */
type PageAnswered = { type: 'page.settled'; answer: string }

/** Whether the checkout's logic was on its way before the step, per replayed actor. */
const loadingBefore = new WeakMap<object, boolean>()
/** The page actor on display before the step, per replayed actor. */
const pageBefore = new WeakMap<object, AnyActorRef | null>()
const activationBefore = new WeakMap<object, AnyActorRef | null>()

describeModel({
  name: 'root',
  build: (io) =>
    rootMachine.provide({
      actors: {
        // Children keep their real logic; their I/O answers when the path says so (the page's, see `deliver`).
        page: pageMachine.provide({ actors: { fetchPage: io.promise('fetchPage'), scrapePage: io.promise('scrapePage'), fetchChrome: io.promise('fetchChrome') } }),
        checkout: checkoutMachine.provide({ actors: { createCheckout: io.promise('createCheckout'), fetchCheckout: io.promise('fetchCheckout') } }),
        // The checkout's logic arrives when the path says so (or fails to).
        checkoutLogic: io.promise('checkoutLogic'),
        sessionLogic: io.promise('sessionLogic'),
        session: sessionMachine.provide({ actors: { fetchCustomer: io.promise('fetchCustomer') } }),
        wishlist: wishlistMachine.provide({ actions: { persistFavorites: io.action('persistFavorites') } }),
        orderHistory: orderHistoryMachine.provide({ actors: { fetchOrders: io.promise('fetchOrders') } }),
        personalData: personalDataMachine.provide({ actors: { fetchPersonalData: io.promise('fetchPersonalData') } }),
        addressBook: addressBookMachine.provide({ actors: { fetchAddressBook: io.promise('fetchAddressBook') } }),
        changePassword: changePasswordMachine,
        passwordReset: passwordResetMachine,
        activation: activationMachine,
      },
      actions: { persistJournal: io.action('persistJournal'), keepFirstCartLines: io.action('keepFirstCartLines') },
    }),
  inputs: {
    'with a page': { storeCode: 'de', page },
    'catalogue mode, no page': { storeCode: 'de', catalogueMode: true },
  },
  events: ({ context }) => [
    // The page settles with each answer its content fetch can get: the page actor sends the root `page.settled`.
    ...Object.keys(pageAnswers).map((answer): PageAnswered => ({ type: 'page.settled', answer })),
    { type: 'page.requested', page: nextPageOf(context.pageAddress?.path) },
    { type: 'shop.resumed', favourites: ['p1'] },
    // A stored checkout resumes from a fresh root: what comes before the resume is walked with the sample above.
    ...(context.journal.length === 0 && context.account === null && context.passwordReset === null && context.activation === null
      ? [{ type: 'shop.resumed', favourites: ['p1'], checkoutId: 'c1', checkoutPlace: { language: 'FR', country: 'FR' } }]
      : []),
    { type: 'cart.add-item', lines: [{ variantId: 'v1', quantity: 1, customAttributes: [] }], origin: 'product', at: 1 },
    { type: 'cart.remove-item', lineIds: ['l1'], origin: 'cart', at: 2 },
    { type: 'cart.update-item', lines: [{ id: 'l1', variantId: 'v1', quantity: 2, customAttributes: [] }], origin: 'cart', at: 3 },
    { type: 'user.login', email: 'ada@example.com', password: 'Secret#123', origin: 'login', at: 4 },
    { type: 'user.logout', origin: 'account', at: 5 },
    { type: 'user.signup', email: 'ada@example.com', password: 'Secret#123', firstName: 'Ada', lastName: 'L', origin: 'login', at: 6 },
    { type: 'wishlist.add-item', productId: 'p2', origin: 'tile', at: 7 },
    { type: 'wishlist.remove-item', productId: 'p1', origin: 'tile', at: 8 },
    { type: 'wishlist.toggle', productId: 'p1', origin: 'tile', at: 9 },
    { type: 'review.create', productId: 'p1', rating: 5, title: 'Good', origin: 'review', at: 10 },
    { type: 'checkout.place-changed', language: 'FR', country: 'FR' },
    { type: 'overlay.show' },
    { type: 'overlay.hide' },
    { type: 'overlay.clicked' },
    { type: 'route.changed' },
    { type: 'account.opened', screen: 'orders' },
    { type: 'account.opened', screen: 'personal' },
    { type: 'account.opened', screen: 'address' },
    { type: 'account.opened', screen: 'change-password' },
    { type: 'account.closed' },
    { type: 'password-reset.opened', input: { mode: 'reset', customerId: 'c1', resetToken: 'r1' } },
    { type: 'activation.opened', activationUrl: 'https://shop.example/account/activate/1/abc' },
    { type: 'session.token-stored', expiresAt: '2025-01-29T12:00:00Z' },
    // The personal-data screen saved the customer's new data.
    { type: 'session.customer-changed', firstName: 'Beatrice', lastName: 'Lovelace', email: 'beatrice@example.com', phone: '' },
  ],
  // The root hears that its page settled only from the page actor: the replay answers that page's fetches in turn.
  deliver: {
    'page.settled': async (event, { actor, io, settle }) => {
      const type = contentTypeOf(resolutionOf(actor.getSnapshot().context.pageAddress?.path))
      await answerPage(io, pageAnswers[(event as PageAnswered).answer]!.replies(type), settle)
    },
  },
  stepName: (event) => {
    if (event.type === 'page.settled') return `page settles: ${(event as PageAnswered).answer}`
    return event.type === 'page.requested' ? `shopper opens ${(event as unknown as { page: { path: string } }).page.path}` : undefined
  },
  // The shopper's walk (each page settling with every answer, or replaced before it settles) is walked from the fresh
  // root of each input, and nothing else once it left the first page: every other event's transitions are the same
  // whichever page is on display.
  exclude: (snapshot, type) => {
    const { context } = snapshot
    // The checkout's logic answers only while it is on its way.
    if (type.endsWith('.actor.checkoutLogic')) return context.checkoutLogic === null
    if (type.endsWith('.actor.sessionLogic')) return context.sessionLogic === null
    // While a change waits for its owner's logic, only another such change is walked besides the answers: the rest is taken as ever.
    if (context.heldForCheckout.length > 0) return !type.startsWith('cart.') && !type.endsWith('.actor.checkoutLogic')
    if (context.heldForSession.length > 0) return !type.startsWith('user.') && !type.endsWith('.actor.sessionLogic')
    // The first page is the input's: the home page, or none in catalogue mode.
    const leftFirstPage = context.pageAddress?.path !== (context.catalogueMode ? undefined : page.path)
    // While a page loads, the root takes every event as it does once it has settled (the same root-level
    // transitions): only the shop resuming is walked there.
    if (!type.startsWith('page.')) return leftFirstPage || (snapshot.matches('awaitingPage') && type !== 'shop.resumed')
    // A page replaced before it settled is walked on the first page only: further on, each page settles before the next.
    if (type === 'page.requested' && leftFirstPage && snapshot.matches('awaitingPage')) return true
    return context.journal.length > 0 || context.wishlist !== null || context.account !== null || context.passwordReset !== null || context.activation !== null
  },
  // One journaled event per path covers every route, once resumed; before that, one more event shows it waiting.
  // A cart change waiting for the checkout's logic goes on until the logic answers.
  stopWhen: ({ context }) => context.journal.length >= 2 || (context.journal.length >= 1 && context.wishlist !== null && context.heldForCheckout.length === 0 && context.heldForSession.length === 0),
  limit: 20000,
  check: ({ snapshot, event, effects, actor }) => {
    const journal: JournalEntry[] = snapshot.context.journal
    expect(journal.length).toBeLessThanOrEqual(JOURNAL_LIMIT)
    const persisted = effects.filter((effect) => effect.kind === 'action' && effect.name === 'persistJournal')
    if (journal.length > 0 && event.type !== 'wishlist.toggle' && /^(cart|user|wishlist|review)\./.test(event.type)) {
      // Every shared event is journaled with its time and origin, without secrets, and the journal is kept.
      expect(journal.at(-1)).toMatchObject({ at: (event as unknown as { at: number }).at, origin: (event as unknown as { origin: string }).origin })
      expect(JSON.stringify(journal)).not.toContain('Secret#123')
      expect(persisted).toHaveLength(1)
    }
    // A shared event that came before the shop resumed waits for its owner, and reaches it when the shop resumes.
    const owned = journal.filter((entry) => entry.event.type !== 'review.create')
    if (snapshot.context.wishlist === null) expect((snapshot.context.heldUntilResumed as SharedEvent[]).map((held) => held.type)).toEqual(owned.map((entry) => entry.event.type))
    else expect(snapshot.context.heldUntilResumed).toEqual([])
    const held = event.type === 'shop.resumed' ? journal.at(-1)?.event : undefined
    const checkout = snapshot.context.checkout?.getSnapshot().context
    if (held?.type.startsWith('cart.') && checkout) expect(checkout.change ?? checkout.changes[0]).toBeTruthy()
    // The checkout's logic is asked for once: when a stored checkout resumes, or when the cart first changes without one.
    const askedForLogic = effects.filter((effect) => effect.kind === 'invoked' && effect.id === 'checkoutLogic')
    const resumedStored = event.type === 'shop.resumed' && (event as unknown as { checkoutId?: string }).checkoutId !== undefined
    const cartChange = /^cart\./.test(event.type) || (held?.type.startsWith('cart.') ?? false)
    const wasLoading = loadingBefore.get(actor) ?? false
    loadingBefore.set(actor, snapshot.context.checkoutLogic !== null)
    const asks = !snapshot.context.catalogueMode && snapshot.context.wishlist !== null && !wasLoading && (resumedStored || (cartChange && snapshot.context.checkout === null))
    expect(askedForLogic).toHaveLength(asks ? 1 : 0)
    // The lines of a first cart are kept by the tab the moment they wait for its checkout to be made, so a reload loses none.
    if (event.type === 'cart.add-item' || event.type === 'shop.resumed') {
      const { checkoutInput, heldForCheckout } = snapshot.context
      const waiting = checkoutInput && !checkoutInput.storedCheckoutId ? heldForCheckout.flatMap((change: { type: string; lines?: unknown[] }) => (change.type === 'cart.add-item' ? (change.lines ?? []) : [])) : []
      const kept = effects.filter((effect) => effect.kind === 'action' && effect.name === 'keepFirstCartLines')
      expect(kept.map((effect) => (effect as { params: { lines: unknown[] } }).params.lines)).toEqual(event.type === 'shop.resumed' && snapshot.context.wishlist === null ? [] : [waiting])
    }
    // A cart change that finds no checkout is held, neither dropped nor lost, until the checkout runs with it.
    if (snapshot.context.checkout === null && snapshot.context.wishlist !== null && !snapshot.context.catalogueMode) {
      expect(snapshot.context.heldForCheckout.map((change: { type: string }) => change.type)).toEqual(owned.filter((entry) => entry.event.type.startsWith('cart.')).map((entry) => entry.event.type))
    }
    if (event.type === 'xstate.done.actor.checkoutLogic') {
      expect(snapshot.context.heldForCheckout).toEqual([])
      // It starts with every change held for it, the first one in hand when it makes a new checkout with it.
      expect((checkout?.change ? 1 : 0) + (checkout?.changes.length ?? 0)).toBe(owned.filter((entry) => entry.event.type.startsWith('cart.')).length)
    }
    if (event.type === 'xstate.error.actor.checkoutLogic') expect(snapshot.context.checkout).toBeNull()
    // A login, logout or registration that finds no session waits for it, and reaches it once it runs.
    if (snapshot.context.session === null && snapshot.context.wishlist !== null && !snapshot.context.catalogueMode) {
      const heldTypes: string[] = snapshot.context.heldForSession.map((change: { type: string }) => change.type)
      expect(heldTypes.filter((type) => type.startsWith('user.'))).toEqual(owned.filter((entry) => entry.event.type.startsWith('user.')).map((entry) => entry.event.type))
      if (event.type === 'session.token-stored') expect(heldTypes.at(-1)).toBe('session.token-stored')
    }
    if (event.type === 'xstate.done.actor.sessionLogic') expect([snapshot.context.heldForSession, snapshot.context.session?.getSnapshot().status]).toEqual([[], 'active'])
    if (event.type === 'xstate.error.actor.sessionLogic') expect(snapshot.context.session).toBeNull()
    // The wishlist gets exactly what was routed to it.
    const wishlist = snapshot.context.wishlist?.getSnapshot().context.favourites
    const routed = held ?? event
    if (wishlist && routed.type === 'wishlist.add-item') expect(wishlist).toContain(routed.productId)
    if (wishlist && routed.type === 'wishlist.remove-item') expect(wishlist).not.toContain(routed.productId)
    if (wishlist && event.type === 'wishlist.toggle') expect(journal.at(-1)?.event).toEqual({ type: 'wishlist.remove-item', productId: 'p1' })
    // Catalogue mode: no cart and no account.
    if (snapshot.context.catalogueMode) expect([snapshot.context.checkout, snapshot.context.session, snapshot.context.account]).toEqual([null, null, null])
    // One account screen at a time, the one opened last, with its own machine loading its data anew.
    const opened = event.type === 'account.opened' ? (event as unknown as { screen: string }).screen : null
    if (opened && !snapshot.context.catalogueMode) {
      expect(snapshot.context.account?.screen).toBe(opened)
      expect(snapshot.context.account?.ref.getSnapshot().status).toBe('active')
      expect(effects.filter((effect) => effect.kind === 'invoked')).toHaveLength(opened === 'change-password' ? 0 : 1)
    }
    if (event.type === 'account.closed') expect(snapshot.context.account).toBeNull()
    expect(snapshot.hasTag('settled')).toBe(snapshot.matches('ready'))
    // The root is ready exactly when its page has settled (or it has none): a route never renders a page still loading.
    const pageActor = snapshot.context.page?.getSnapshot()
    expect(snapshot.matches('ready'), 'ready once the page settled').toBe(pageActor === undefined || pageActor.hasTag('settled'))
    // The shopper sees what the page's answer makes of it: the page, the error page or the redirect.
    if (event.type === 'page.settled') {
      const resolution = resolutionOf(snapshot.context.pageAddress?.path)
      expect(pageActor && shownOf(pageActor, resolution)).toEqual(pageAnswers[(event as PageAnswered).answer]!.shows(contentTypeOf(resolution)))
    }
    // A navigation replaces the page: the one asked for loads anew under the same name, the one before is stopped.
    const previousPage = pageBefore.get(actor)
    pageBefore.set(actor, snapshot.context.page)
    if (event.type === 'page.requested') {
      if (previousPage) expect(previousPage.getSnapshot().status, 'the page before is stopped').toBe('stopped')
      expect(snapshot.matches('awaitingPage')).toBe(true)
      expect(snapshot.context.page?.getSnapshot().context.address).toEqual((event as unknown as { page: unknown }).page)
      expect(snapshot.context.page?.getSnapshot().value).toBe('fetching')
      expect(Object.keys(snapshot.children).filter((id) => id === 'page')).toHaveLength(1)
    }
    // A reset link on screen gets a fresh lifecycle of its own; so does an invitation, the first time it is opened.
    if (event.type === 'password-reset.opened') expect(snapshot.context.passwordReset?.getSnapshot().value).toBe('choosingPassword')
    if (event.type === 'activation.opened') expect(snapshot.context.activation?.getSnapshot().value).toBe('invited')
    // The same invitation opened again (its screen mounted anew) is the one the customer is in, not a new one.
    const previousActivation = activationBefore.get(actor)
    activationBefore.set(actor, snapshot.context.activation)
    if (event.type === 'activation.opened' && previousActivation) expect(snapshot.context.activation, 'the invitation opened before').toBe(previousActivation)
    // A token stored by a reset or an activation logs the customer in: the session loads them.
    if (event.type === 'session.token-stored' && snapshot.context.session) expect(snapshot.context.session.getSnapshot().value).toBe('loadingCustomer')
    // The overlay follows what the header asks for, and a click on it or a route change hides it.
    const overlayShown = snapshot.context.overlay?.getSnapshot().matches('shown')
    if (event.type === 'overlay.show') expect(overlayShown).toBe(true)
    if (event.type === 'overlay.hide' || event.type === 'overlay.clicked' || event.type === 'route.changed') expect(overlayShown).toBe(false)
  },
})
