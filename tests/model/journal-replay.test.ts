import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { checkoutActors, checkoutMachine } from '../../machines/checkout.machine.ts'
import { replayJournal, untilSharedStateIdle } from './support/journal-replay.ts'
import { rootMachine } from '../../machines/root.machine.ts'
import { sessionMachine } from '../../machines/session.machine.ts'
import type { Credentials } from '../../domain/requests.ts'
import type { AccessToken, Checkout, LineInput, Result, User } from '../../domain/types.ts'
import type { CheckoutGateway } from '../../domain/checkout-gateway.ts'

/** A deterministic in-memory commerce platform: the same calls give the same ids. */
function fakePlatform() {
  const checkouts = new Map<string, Checkout>()
  let nextCheckout = 0
  let nextLine = 0
  const toLines = (lines: LineInput[]) =>
    lines.map((line) => ({ id: `line-${++nextLine}`, ...line, productId: line.variantId.replace('variant', 'product'), title: line.variantId, price: { amount: 10, currencyCode: 'EUR' }, imageUrl: null }))
  const change = (id: string, update: (checkout: Checkout) => Checkout) => {
    const checkout = checkouts.get(id)
    if (!checkout) return { ok: false as const, failure: { kind: 'missing' as const, message: 'checkout is not defined' } }
    const next = update(checkout)
    checkouts.set(id, next)
    return { ok: true as const, value: next }
  }
  const gateway: CheckoutGateway = {
    create: async (lines) => {
      const checkout = { id: `checkout-${++nextCheckout}`, webUrl: 'https://pay.example', completedAt: null, lines: toLines(lines) }
      checkouts.set(checkout.id, checkout)
      return { ok: true, value: checkout }
    },
    fetch: async (id) => change(id, (checkout) => checkout),
    addLines: async (id, lines) => change(id, (checkout) => ({ ...checkout, lines: [...checkout.lines, ...toLines(lines)] })),
    removeLines: async (id, lineIds) => change(id, (checkout) => ({ ...checkout, lines: checkout.lines.filter((line) => !lineIds.includes(line.id)) })),
    updateLines: async (id, updates) =>
      change(id, (checkout) => ({
        ...checkout,
        lines: checkout.lines.map((line) => ({ ...line, quantity: updates.find((update) => update.id === line.id)?.quantity ?? line.quantity })),
      })),
    checkVariants: async (ids) => ids.map((variantId) => ({ variantId, price: { amount: 10, currencyCode: 'EUR' }, inStock: true })),
  }
  const session = {
    createAccessToken: fromPromise<Result<AccessToken>, Credentials>(async ({ input }) => ({ ok: true, value: { accessToken: `token-${input.email}`, expiresAt: '2099-01-01T00:00:00Z' } })),
    fetchCustomer: fromPromise<Result<User>, void>(async () => ({ ok: true, value: { id: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } })),
    deleteAccessToken: fromPromise<Result<true>, void>(async () => ({ ok: true, value: true })),
  }
  return rootMachine.provide({
    actors: {
      checkout: checkoutMachine.provide({ actors: checkoutActors(gateway) }),
      session: sessionMachine.provide({ actors: session }),
    },
  })
}

async function startedRoot() {
  const root = createActor(fakePlatform(), { input: { storeCode: 'de' } }).start()
  await waitFor(root, (snapshot) => snapshot.hasTag('settled'))
  root.send({ type: 'shop.resumed', favourites: [] })
  await untilSharedStateIdle(root)
  return root
}

function sharedState(root: Awaited<ReturnType<typeof startedRoot>>) {
  const { checkout, session, wishlist } = root.getSnapshot().context
  return {
    cart: checkout?.getSnapshot().context.checkout,
    user: session?.getSnapshot().context.user,
    favourites: wishlist?.getSnapshot().context.favourites,
  }
}

describe('journal replay', () => {
  it('reproduces cart, user and favourites on a fresh root actor with the same doubles', async () => {
    const recorded = await startedRoot()
    const send = async (event: Parameters<typeof recorded.send>[0]) => {
      recorded.send(event)
      await untilSharedStateIdle(recorded)
    }
    await send({ type: 'cart.add-item', lines: [{ variantId: 'variant-1', quantity: 1, customAttributes: [] }], origin: 'product' })
    await send({ type: 'cart.add-item', lines: [{ variantId: 'variant-2', quantity: 2, customAttributes: [] }], origin: 'product' })
    await send({ type: 'cart.update-item', lines: [{ id: 'line-1', variantId: 'variant-1', quantity: 3, customAttributes: [] }], origin: 'cart' })
    await send({ type: 'cart.remove-item', lineIds: ['line-2'], origin: 'cart' })
    await send({ type: 'wishlist.toggle', productId: 'p1', origin: 'tile' })
    await send({ type: 'wishlist.toggle', productId: 'p2', origin: 'tile' })
    await send({ type: 'wishlist.toggle', productId: 'p1', origin: 'tile' })
    await send({ type: 'user.login', email: 'ada@example.com', password: 'Secret#123', origin: 'login' })
    await send({ type: 'review.create', productId: 'p2', rating: 5, title: 'Good', origin: 'review' })

    const journal = recorded.getSnapshot().context.journal
    expect(journal.map((entry) => entry.event.type)).toEqual([
      'cart.add-item', 'cart.add-item', 'cart.update-item', 'cart.remove-item',
      'wishlist.add-item', 'wishlist.add-item', 'wishlist.remove-item', 'user.login', 'review.create',
    ])
    expect(journal.every((entry) => typeof entry.at === 'number' && entry.origin !== 'unknown')).toBe(true)
    const expected = sharedState(recorded)
    expect(expected.cart?.lines.map((line) => [line.variantId, line.quantity])).toEqual([['variant-1', 3]])
    expect(expected.favourites).toEqual(['p2'])
    expect(expected.user?.email).toBe('ada@example.com')

    const replayed = await startedRoot()
    await replayJournal(replayed, journal)
    expect(sharedState(replayed)).toEqual(expected)
    expect(replayed.getSnapshot().context.journal.map((entry) => entry.event)).toEqual(journal.map((entry) => entry.event))
    recorded.stop()
    replayed.stop()
  })
})
