import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { CartEvent } from '../../domain/cart-changes.ts'
import { shownLines } from '../../domain/cart-changes.ts'
import { checkoutMachine } from '../../machines/checkout.machine.ts'
import type { Checkout, CheckoutLine } from '../../domain/types.ts'
import { createDoubles } from './support/doubles.ts'

const line = (n: number, quantity: number): CheckoutLine => ({
  id: `line-${n}`,
  variantId: `variant-${n}`,
  productId: `product-${n}`,
  title: `Device ${n}`,
  quantity,
  price: { amount: 10, currencyCode: 'EUR' },
  imageUrl: null,
  customAttributes: [],
})
const checkout = (lines: CheckoutLine[]): Checkout => ({ id: 'checkout-1', webUrl: 'https://pay.example/1', completedAt: null, lines })
const ok = (lines: CheckoutLine[]) => ({ ok: true, value: checkout(lines) })

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

function started() {
  const io = createDoubles()
  const machine = checkoutMachine.provide({
    actors: {
      fetchCheckout: io.promise('fetchCheckout'),
      createCheckout: io.promise('createCheckout'),
      changeLines: io.promise('changeLines'),
      checkCatalogue: io.promise('checkCatalogue'),
    },
  })
  const actor = createActor(machine, { input: { storedCheckoutId: 'checkout-1', language: 'DE', country: 'DE' } }).start()
  return { io, actor }
}

const add: CartEvent = { type: 'cart.add-item', lines: [{ variantId: 'variant-2', quantity: 1, customAttributes: [] }], preview: [line(2, 1)] }
const update: CartEvent = { type: 'cart.update-item', lines: [{ id: 'line-1', variantId: 'variant-1', quantity: 3, customAttributes: [] }] }
const remove: CartEvent = { type: 'cart.remove-item', lineIds: ['line-2'] }

describe('checkout: cart changes that arrive while the platform is busy', () => {
  it('applies every change, one after another, in the order the shopper made them', async () => {
    const { io, actor } = started()
    // Three components send at once while the checkout is still loading.
    actor.send(add)
    actor.send(update)
    actor.send(remove)
    expect(actor.getSnapshot().context.changes.map((change) => change.kind)).toEqual(['add', 'update', 'remove'])
    // The shopper sees all three before the platform has answered.
    io.resolve('fetchCheckout', ok([line(1, 1)]))
    await flush()
    expect(shownLines(actor.getSnapshot().context).map((l) => [l.id, l.quantity])).toEqual([['line-1', 3]])

    io.resolve('changeLines', ok([line(1, 1), line(2, 1)]))
    await flush()
    // A fourth change arrives while the second is in flight: it waits behind the third.
    actor.send({ type: 'cart.update-item', lines: [{ id: 'line-1', variantId: 'variant-1', quantity: 5, customAttributes: [] }] })
    io.resolve('changeLines', ok([line(1, 3), line(2, 1)]))
    await flush()
    io.resolve('changeLines', ok([line(1, 3)]))
    await flush()
    io.resolve('changeLines', ok([line(1, 5)]))
    await flush()

    expect(io.invocations('changeLines').map((input) => (input as { change: unknown }).change)).toEqual([
      { kind: 'add', lines: add.lines, preview: [line(2, 1)] },
      { kind: 'update', lines: update.lines },
      { kind: 'remove', lineIds: ['line-2'] },
      { kind: 'update', lines: [{ id: 'line-1', variantId: 'variant-1', quantity: 5, customAttributes: [] }] },
    ])
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('ready')
    expect(snapshot.context).toMatchObject({ change: null, changes: [], error: null })
    expect(snapshot.context.checkout?.lines).toEqual([line(1, 5)])
    actor.stop()
  })

  it('drops a refused change with its error and goes on with the next one', async () => {
    const { io, actor } = started()
    io.resolve('fetchCheckout', ok([line(1, 1)]))
    await flush()
    actor.send(update)
    actor.send(add)
    // Until the platform answers, the shopper sees the new quantity.
    expect(shownLines(actor.getSnapshot().context).map((l) => [l.id, l.quantity])).toEqual([['line-1', 3], ['line-2', 1]])
    io.resolve('changeLines', { ok: false, failure: { kind: 'user', message: 'Only 2 left', code: 'out-of-stock' } })
    await flush()
    // Rolled back: the refused quantity is gone, the waiting addition is still shown and now applied.
    expect(actor.getSnapshot().context.error).toEqual({ code: 'out-of-stock', message: 'Only 2 left' })
    expect(shownLines(actor.getSnapshot().context).map((l) => [l.id, l.quantity])).toEqual([['line-1', 1], ['line-2', 1]])
    io.resolve('changeLines', ok([line(1, 1), line(2, 1)]))
    await flush()
    expect(io.invocations('changeLines')).toHaveLength(2)
    expect(actor.getSnapshot().value).toBe('ready')
    actor.stop()
  })

  it('shows the cart as the platform left it, with the reason, when the platform made a change only in part', async () => {
    const { io, actor } = started()
    io.resolve('fetchCheckout', ok([line(1, 1)]))
    await flush()
    actor.send({ type: 'cart.update-item', lines: [{ id: 'line-1', variantId: 'variant-1', quantity: 5, customAttributes: [] }] })
    // Less in stock than asked: the platform took the 3 it had, and says so.
    io.resolve('changeLines', { ...ok([line(1, 3)]), shortfall: { kind: 'user', message: 'Only 3 were added', code: 'less-in-stock' } })
    await flush()
    const { context } = actor.getSnapshot()
    expect(shownLines(context).map((l) => [l.id, l.quantity])).toEqual([['line-1', 3]])
    expect(context.error).toEqual({ code: 'less-in-stock', message: 'Only 3 were added' })
    // The shopper's next change is news again: the reason is cleared.
    actor.send(remove)
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.stop()
  })

  it('keeps a new checkout the platform created with fewer items than asked, and tells the shopper', async () => {
    const io = createDoubles()
    const stored: string[] = []
    const machine = checkoutMachine.provide({
      actors: { fetchCheckout: io.promise('fetchCheckout'), createCheckout: io.promise('createCheckout'), changeLines: io.promise('changeLines'), checkCatalogue: io.promise('checkCatalogue') },
      actions: { storeCheckoutId: (_, { checkoutId }) => void stored.push(checkoutId) },
    })
    const actor = createActor(machine, { input: { storedCheckoutId: 'gone', language: 'DE', country: 'DE' } }).start()
    io.resolve('fetchCheckout', ok([]))
    await flush()
    actor.send({ type: 'cart.add-item', lines: [{ variantId: 'variant-2', quantity: 5, customAttributes: [] }], preview: [line(2, 5)] })
    // The checkout is gone meanwhile: a new one is created with the change, and the platform had only 2.
    io.resolve('changeLines', { ok: false, failure: { kind: 'missing', message: 'checkout is not defined' } })
    await flush()
    io.resolve('createCheckout', { ok: true, value: { ...checkout([line(2, 2)]), id: 'checkout-2' }, shortfall: { kind: 'user', message: 'Only 2 were added', code: 'less-in-stock' } })
    await flush()
    const { context } = actor.getSnapshot()
    expect(stored).toEqual(['checkout-2'])
    expect(shownLines(context).map((l) => [l.id, l.quantity])).toEqual([['line-2', 2]])
    expect(context.error).toEqual({ code: 'less-in-stock', message: 'Only 2 were added' })
    actor.stop()
  })
})
