import { expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { startingLinesOf } from '../../domain/cart-changes.ts'
import { checkoutCounts } from '../../domain/checkout-counts.ts'
import { checkoutMachine, type CheckoutContext } from '../../machines/checkout.machine.ts'
import type { Checkout, CheckoutLine } from '../../domain/types.ts'
import { describeModel } from './support/model.ts'

const line = (n: number, price: number): CheckoutLine => ({
  id: `line-${n}`,
  variantId: `variant-${n}`,
  productId: `product-${n}`,
  title: `Device ${n}`,
  quantity: n,
  price: { amount: price, currencyCode: 'EUR' },
  imageUrl: null,
  customAttributes: [{ key: '_id', value: `product-${n}` }],
})
const open: Checkout = { id: 'checkout-open', webUrl: 'https://pay.example/open', completedAt: null, lines: [line(1, 10), line(2, 20)] }
const completed: Checkout = { ...open, id: 'checkout-done', completedAt: '2025-01-01T00:00:00Z' }
const fresh: Checkout = { id: 'checkout-new', webUrl: 'https://pay.example/new', completedAt: null, lines: [line(1, 10)] }
/** A new checkout that did not take the lines it was created with. */
const emptied: Checkout = { id: 'checkout-empty', webUrl: 'https://pay.example/empty', completedAt: null, lines: [] }

const ok = (value: Checkout) => ({ ok: true, value })
const missing = { ok: false, failure: { kind: 'missing', message: 'Checkout does not exist' } }
const refused = { ok: false, failure: { kind: 'user', message: 'Quantity is invalid' } }
const outOfStock = { ok: false, failure: { kind: 'user', message: 'Only 1 left', code: 'out-of-stock' } }
const unreachable = { ok: false, failure: { kind: 'transport', message: 'Request failed', status: 502 } }

const replies = (id: string, outputs: unknown[]): AnyEventObject[] => [
  ...outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
  { type: `xstate.error.actor.${id}`, error: { message: 'offline' } },
]

/** The context before each step, per replayed actor. */
const previous = new WeakMap<object, CheckoutContext>()
const previousState = new WeakMap<object, unknown>()

describeModel({
  name: 'checkout',
  build: (io) =>
    checkoutMachine.provide({
      actors: {
        fetchCheckout: io.promise('fetchCheckout'),
        createCheckout: io.promise('createCheckout'),
        changeLines: io.promise('changeLines'),
        checkCatalogue: io.promise('checkCatalogue'),
      },
      actions: { storeCheckoutId: io.action('storeCheckoutId') },
    }),
  inputs: {
    'no stored id': { storedCheckoutId: null, language: 'DE', country: 'DE' },
    'stored id': { storedCheckoutId: 'checkout-open', language: 'DE', country: 'DE' },
    // The root spawns a visitor's first checkout when they change the cart: it is created with that change.
    'no stored id, a change made before it ran': {
      storedCheckoutId: null,
      language: 'DE',
      country: 'DE',
      changes: [{ kind: 'add', lines: [{ variantId: 'variant-3', quantity: 1, customAttributes: [] }], preview: [line(3, 1)] }],
    },
  },
  events: () => [
    ...replies('fetchCheckout', [ok(open), ok(completed), missing, unreachable]),
    ...replies('createCheckout', [ok(fresh), ok(emptied), refused]),
    ...replies('changeLines', [ok(fresh), missing, refused, outOfStock, unreachable]),
    {
      type: 'xstate.done.actor.checkCatalogue',
      output: [
        { variantId: 'variant-1', price: { amount: 10, currencyCode: 'EUR' }, inStock: true, marketAttributes: { _recycling_price: '0.9', _strikethrough_price: null } },
        { variantId: 'variant-2', price: null, inStock: true },
      ],
    },
    { type: 'xstate.error.actor.checkCatalogue', error: { message: 'offline' } },
    { type: 'cart.add-item', lines: [{ variantId: 'variant-3', quantity: 1, customAttributes: [] }], preview: [line(3, 1)] },
    { type: 'cart.remove-item', lineIds: ['line-2'] },
    { type: 'cart.update-item', lines: [{ id: 'line-1', variantId: 'variant-1', quantity: 3, customAttributes: [] }] },
    { type: 'checkout.place-changed', language: 'DE', country: 'DE' },
    { type: 'checkout.place-changed', language: 'FR', country: 'FR' },
  ],
  limit: 5000,
  // A change waiting behind a busy checkout is enough to take every transition; the order of many is checkout-queue's.
  stopWhen: (snapshot) => (snapshot.context as { changes: unknown[] }).changes.length > 0,
  check: ({ snapshot, expected, event, effects, io, actor }) => {
    const before = previous.get(actor)
    const stateBefore = previousState.get(actor)
    previous.set(actor, snapshot.context as CheckoutContext)
    previousState.set(actor, snapshot.value)
    for (const effect of effects) {
      if (effect.kind === 'invoked' && effect.id === 'createCheckout') {
        // A new checkout starts with exactly the kept lines, in the place it is made for: where the shopper moves to, or where it lives.
        const place = expected.context.movingTo ?? expected.context
        expect(effect.input).toEqual({ lines: expected.context.startingLines, language: place.language, country: place.country })
        if (event.type === 'xstate.done.actor.checkCatalogue') {
          // Only lines with a price and in stock are carried over, re-valued in the new market.
          const carried = (effect.input as { lines: { variantId: string; customAttributes: unknown[] }[] }).lines
          expect(carried.every((l) => l.variantId === 'variant-1')).toBe(true)
          for (const l of carried) expect(l.customAttributes).toEqual([{ key: '_id', value: 'product-1' }, { key: '_recycling_price', value: '0.9' }])
        }
        if (event.type === 'xstate.done.actor.changeLines') {
          // A change on a missing checkout becomes the new checkout's lines: an addition its lines, an update its kept lines.
          const change = (snapshot.context as CheckoutContext).change
          expect(change).not.toBeNull()
          expect((effect.input as { lines: unknown[] }).lines).toEqual(startingLinesOf(change!))
        }
      }
      if (effect.kind === 'invoked' && effect.id !== 'createCheckout' && effect.id !== 'checkCatalogue') {
        expect((effect.input as { checkoutId: string }).checkoutId).not.toBe('')
      }
    }
    const context = snapshot.context as CheckoutContext
    // The stored id follows every created checkout, except a move's new checkout that does not hold the lines carried over.
    const stored = effects.filter((effect) => effect.kind === 'action' && effect.name === 'storeCheckoutId')
    const created = (event as { output?: { ok?: boolean; value?: Checkout } }).output
    if (event.type === 'xstate.done.actor.createCheckout' && created?.ok && (stateBefore !== 'moving' || context.error?.code !== 'not-moved')) {
      expect(stored.map((effect) => effect.kind === 'action' && effect.params)).toEqual([{ checkoutId: created.value!.id }])
    } else {
      expect(stored).toEqual([])
    }
    // A language or delivery-country change that could not be done loses nothing: the checkout, its lines, its
    // id and its place are the ones before (SPEC §4 carries lines over, never empties the cart).
    if (context.error?.code === 'not-moved' && before && before.error?.code !== 'not-moved') {
      expect(context.checkoutId).toBe(before.checkoutId)
      expect(context.checkout?.lines ?? []).toEqual(before.checkout?.lines ?? [])
      expect([context.language, context.country]).toEqual([before.language, before.country])
      expect(context.movingTo).toBeNull()
    }
    // A move lands in the new place only with a checkout that holds every line carried over.
    if (before?.movingTo && context.movingTo === null && context.error?.code !== 'not-moved' && context.checkout) {
      expect([context.language, context.country]).toEqual([before.movingTo.language, before.movingTo.country])
      for (const carried of before.startingLines) expect(context.checkout.lines.map((l) => l.variantId)).toContain(carried.variantId)
    }
    // A completed checkout is never kept.
    expect(snapshot.context.checkout?.completedAt ?? null).toBeNull()
    // A refused change is dropped with a code the shopper's language can say, and the platform's words if it answered.
    if (event.type === 'xstate.done.actor.changeLines' && context.error) {
      const failure = (event as unknown as { output: { failure: { kind: string; message: string; code?: string } } }).output.failure
      expect(context.error).toEqual(failure.kind === 'transport' ? { code: 'unreachable' } : { code: failure.code ?? 'refused', message: failure.message })
    }
    if (event.type === 'xstate.error.actor.changeLines') expect(context.error).toEqual({ code: 'unreachable' })
    // SPEC §8: a cart the platform did not answer for is not empty but unknown (and asked for again later).
    if (event.type.endsWith('.actor.fetchCheckout') && !before?.movingTo) {
      expect(context.error).toEqual(before?.error ?? null)
      const reply = (event as { output?: { ok: boolean; failure?: { kind: string } } }).output
      expect(context.unavailable).toBe(!reply || (!reply.ok && reply.failure?.kind !== 'missing'))
    }
    // A rebuild reports exactly the lines it did not carry over (here the one without a price); without a catalogue it stays.
    if (event.type.endsWith('.actor.checkCatalogue')) {
      const asked = (io.invocations('checkCatalogue').at(-1) as { variantIds: string[] }).variantIds
      const carried: string[] = event.type.startsWith('xstate.done') ? asked.filter((id) => id === 'variant-1') : []
      expect(context.startingLines.map((l) => l.variantId)).toEqual(carried)
      expect(context.leftBehind.map((l) => l.variantId)).toEqual(event.type.startsWith('xstate.done') ? asked.filter((id) => !carried.includes(id)) : [])
    }
    // Nothing the shopper asked for is lost: a new change is queued last.
    if (event.type.startsWith('cart.')) expect(context.changes.length + (context.change ? 1 : 0)).toBeGreaterThan(0)
    expect(io.pending().length).toBe(snapshot.hasTag('busy') ? 1 : 0)
  },
})

import { describe, it } from 'vitest'
describe('checkout counts', () => {
  it('counts distinct products, total quantity and total price', () => {
    expect(checkoutCounts(open)).toEqual({ distinctProducts: 2, totalQuantity: 3, totalPrice: { amount: 50, currencyCode: 'EUR' } })
    expect(checkoutCounts(null)).toEqual({ distinctProducts: 0, totalQuantity: 0, totalPrice: null })
  })
})
