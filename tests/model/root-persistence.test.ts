import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type Snapshot } from 'xstate'
import { checkoutMachine } from '../../machines/checkout.machine.ts'
import { pageMachine, type FrameRequest } from '../../machines/page.machine.ts'
import { rootMachine } from '../../machines/root.machine.ts'
import { sessionMachine } from '../../machines/session.machine.ts'
import type { PageFrame, PageReply } from '../../domain/types.ts'

/** The checkout and the session with their calls left out: what they are asked stays pending. */
const withCheckout = rootMachine.provide({
  actors: {
    session: sessionMachine.provide({ actors: { fetchCustomer: fromPromise(() => new Promise(() => {})) } }),
    checkout: checkoutMachine.provide({
      actors: { fetchCheckout: fromPromise(() => new Promise(() => {})), createCheckout: fromPromise(() => new Promise(() => {})) },
    }),
  },
})

describe('root actor across server and browser', () => {
  it('settles on the server with the page, and the browser resumes from the persisted snapshot without fetching again', async () => {
    const fetchPage = vi.fn(async (): Promise<PageReply> => ({ kind: 'page', status: 200, page: { type: 'page', language: 'de', data: { id: 'home' } } }))
    const machine = rootMachine.provide({
      actors: {
        page: pageMachine.provide({
          actors: {
            fetchPage: fromPromise(fetchPage),
            scrapePage: fromPromise(fetchPage),
            fetchChrome: fromPromise<PageFrame, FrameRequest>(async () => ({ menu: [], snippets: [] })),
          },
        }),
      },
    })
    const server = createActor(machine, { input: { storeCode: 'de', page: { path: '/de/', search: '', pageSize: 48, content: { seoUrl: '/de/', params: {}, language: 'de' } } } }).start()
    await waitFor(server, (snapshot) => snapshot.hasTag('settled'))
    const persisted = JSON.parse(JSON.stringify(server.getPersistedSnapshot())) as Snapshot<unknown>
    server.stop()
    expect(fetchPage).toHaveBeenCalledTimes(1)

    const browser = createActor(machine, { snapshot: persisted, input: { storeCode: 'de' } }).start()
    expect(browser.getSnapshot().hasTag('settled')).toBe(true)
    const page = browser.getSnapshot().context.page
    expect(page?.getSnapshot().value).toBe('ready')
    expect(page?.getSnapshot().context.page?.data).toEqual({ id: 'home' })
    expect(browser.getSnapshot().context.header?.getSnapshot().value).toBeTruthy()
    // The browser goes on: shared state loads now, the page is not fetched again.
    browser.send({ type: 'shop.resumed', favourites: ['p1'] })
    expect(browser.getSnapshot().context.wishlist?.getSnapshot().context.favourites).toEqual(['p1'])
    expect(fetchPage).toHaveBeenCalledTimes(1)
    browser.stop()
  })

  it('keeps a favourite marked on the server-rendered page before the browser resumed, and applies it once it has', () => {
    const browser = createActor(rootMachine, { input: { storeCode: 'de' } }).start()
    browser.send({ type: 'wishlist.toggle', productId: 'p2', origin: 'tile', at: 1 })
    browser.send({ type: 'wishlist.remove-item', productId: 'p1', origin: 'tile', at: 2 })
    expect(browser.getSnapshot().context.journal.map((entry) => entry.event.type)).toEqual(['wishlist.add-item', 'wishlist.remove-item'])

    browser.send({ type: 'shop.resumed', favourites: ['p1', 'p3'] })
    expect(browser.getSnapshot().context.wishlist?.getSnapshot().context.favourites).toEqual(['p3', 'p2'])
    expect(browser.getSnapshot().context.heldUntilResumed).toEqual([])
    browser.stop()
  })

  it('applies the changes held before the browser resumed in the order the shopper made them', () => {
    const browser = createActor(rootMachine, { input: { storeCode: 'de' } }).start()
    browser.send({ type: 'wishlist.add-item', productId: 'p2', origin: 'tile', at: 1 })
    browser.send({ type: 'wishlist.remove-item', productId: 'p2', origin: 'tile', at: 2 })
    browser.send({ type: 'wishlist.remove-item', productId: 'p1', origin: 'tile', at: 3 })
    browser.send({ type: 'wishlist.add-item', productId: 'p1', origin: 'tile', at: 4 })

    browser.send({ type: 'shop.resumed', favourites: ['p1'] })
    expect(browser.getSnapshot().context.wishlist?.getSnapshot().context.favourites).toEqual(['p1'])
    browser.stop()
  })

  it('renders the same snapshot for every visitor, and resumes a visitor\'s stored checkout where it lives and their login from what their browser keeps', async () => {
    const server = createActor(rootMachine, { input: { storeCode: 'de', language: 'DE', country: 'AT' } }).start()
    const persisted = JSON.stringify(server.getPersistedSnapshot())
    server.stop()
    expect(persisted).not.toMatch(/storedCheckoutId|storedTokenExpiresAt/)

    const browser = createActor(withCheckout, { snapshot: JSON.parse(persisted) as Snapshot<unknown>, input: { storeCode: 'de' } }).start()
    browser.send({ type: 'shop.resumed', favourites: [], checkoutId: 'checkout-1', checkoutPlace: { language: 'DE', country: 'DE' }, tokenExpiresAt: '2099-01-01T00:00:00Z' })
    // A stored checkout is loaded at once: the root asks for the checkout's logic and spawns it when it arrived.
    const { checkout, session } = (await waitFor(browser, (snapshot) => snapshot.context.checkout !== null && snapshot.context.session !== null)).context
    expect(checkout?.getSnapshot().context).toMatchObject({ checkoutId: 'checkout-1', language: 'DE', country: 'DE' })
    expect(session?.getSnapshot().context.expiresAt).toBe('2099-01-01T00:00:00Z')
    browser.stop()
  })

  it('starts a visitor without a stored checkout with an empty cart, and makes the checkout in the page\'s own place, whatever place cookie is left, once they change the cart', async () => {
    const browser = createActor(withCheckout, { input: { storeCode: 'de', language: 'DE', country: 'AT' } }).start()
    browser.send({ type: 'shop.resumed', favourites: [], checkoutId: null, checkoutPlace: { language: 'FR', country: 'FR' }, tokenExpiresAt: null })
    expect(browser.getSnapshot().context.checkout).toBeNull()
    expect(browser.getSnapshot().children.checkoutLogic).toBeUndefined()
    // Nor is there a session to load without a stored login: it comes with the first login.
    expect(browser.getSnapshot().context.session).toBeNull()

    browser.send({ type: 'cart.add-item', lines: [{ variantId: 'v1', quantity: 1, customAttributes: [] }], origin: 'product', at: 1 })
    expect(browser.getSnapshot().context.heldForCheckout.map((held) => held.type)).toEqual(['cart.add-item'])
    const { checkout, heldForCheckout } = (await waitFor(browser, (snapshot) => snapshot.context.checkout !== null)).context
    expect(checkout?.getSnapshot().context).toMatchObject({ checkoutId: null, language: 'DE', country: 'AT' })
    // The change made while the checkout's logic was on its way makes the new checkout, in one call.
    expect(checkout?.getSnapshot().value).toBe('creating')
    expect(checkout?.getSnapshot().context.startingLines).toEqual([{ variantId: 'v1', quantity: 1, customAttributes: [] }])
    expect(heldForCheckout).toEqual([])
    browser.stop()
  })
})
