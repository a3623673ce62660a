import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { checkoutCounts } from '../../../domain/checkout-counts.ts'
import { checkoutActors, checkoutMachine } from '../../../machines/checkout.machine.ts'
import type { StorefrontApiVersion } from '../../../app.config.ts'
import { checkoutGatewayFor } from '../../../services/checkout/gateway-for-version.ts'
import { storefrontTransport } from '../../../services/storefront/transport.ts'
import { startTestBackend, type TestBackend } from '../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture, variantGid } from '../../support/catalogue-fixture.ts'
import { submitHostedCheckout } from '../../support/storefront-client.ts'

const DE = { language: 'DE', country: 'DE' }

const settings = (url: string, apiVersion: StorefrontApiVersion) => ({ storefrontDomain: url, storefrontAccessKey: 'demo-token-de', apiVersion })
/** The Checkout API of 2022-07, and the Cart API that replaced it (2025-07): the shop works the same on both. */
const versions: Array<[StorefrontApiVersion, string]> = [
  ['2022-07', 'Checkout'],
  ['2025-07', 'Cart'],
]
const ghostOf = (kind: string, digit: string) => Buffer.from(`gid://shopify/${kind}/${digit.repeat(32)}`).toString('base64')

describe.each(versions)('checkout gateway (%s) and machine against the embedded backend', (apiVersion, kind) => {
  let backend: TestBackend
  let gatewayOver: Awaited<ReturnType<typeof checkoutGatewayFor>>
  beforeAll(async () => {
    backend = await startTestBackend()
    await insertCatalogueFixture(backend.db)
    gatewayOver = await checkoutGatewayFor(apiVersion)
  })
  afterAll(() => backend.stop({ removeData: true }))

  const gateway = () => gatewayOver(storefrontTransport(settings(backend.url, apiVersion)))
  const thermometer = { variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 2, customAttributes: [{ key: '_id', value: 'p-9001' }] }

  it('creates, fetches, adds, updates and removes lines', async () => {
    const api = gateway()
    const created = await api.create([thermometer], DE)
    expect(created.ok).toBe(true)
    if (!created.ok) return
    expect(created.value.lines).toMatchObject([{ title: 'Ohrthermometer', quantity: 2, price: { amount: 29.99, currencyCode: 'EUR' }, productId: 'p-9001' }])
    const fetched = await api.fetch(created.value.id, DE)
    expect(fetched).toEqual(created)
    const added = await api.addLines(created.value.id, [{ variantId: variantGid(FIXTURE.bloodPressure.variantId), quantity: 1, customAttributes: [] }], DE)
    expect(added.ok && checkoutCounts(added.value)).toEqual({ distinctProducts: 2, totalQuantity: 3, totalPrice: { amount: 139.88, currencyCode: 'EUR' } })
    const line = created.value.lines[0]!
    const updated = await api.updateLines(created.value.id, [{ id: line.id, variantId: line.variantId, quantity: 1, customAttributes: line.customAttributes }], DE)
    expect(updated.ok && updated.value.lines.find((l) => l.id === line.id)?.quantity).toBe(1)
    const removed = await api.removeLines(created.value.id, [line.id], DE)
    expect(removed.ok && removed.value.lines.map((l) => l.title)).toEqual(['Blutdruckmessgerät'])
  })

  it('answers missing for a checkout that does not exist, and a user error for a refused line', async () => {
    const api = gateway()
    const ghost = ghostOf(kind, '0')
    expect(await api.fetch(ghost, DE)).toEqual({ ok: false, failure: { kind: 'missing', message: 'checkout is not defined' } })
    expect(await api.addLines(ghost, [thermometer], DE)).toMatchObject({ ok: false, failure: { kind: 'missing' } })
    const refused = await api.create([{ variantId: variantGid(FIXTURE.offline.variantId), quantity: 1, customAttributes: [] }], DE)
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'user', message: expect.any(String) } })
  })

  const line = (variantId: number, quantity: number) => ({ variantId: variantGid(variantId), quantity, customAttributes: [] })

  it('names each refusal by the code the backend answers: not for sale, over the household limit', async () => {
    const api = gateway()
    expect(await api.create([line(FIXTURE.offline.variantId, 1)], DE)).toMatchObject({ ok: false, failure: { kind: 'user', code: 'not-for-sale' } })
    expect(await api.create([line(FIXTURE.limited.variantId, FIXTURE.limited.limit + 1)], DE)).toMatchObject({ ok: false, failure: { kind: 'user', code: 'over-limit' } })
  })

  // Asked for more than is in stock, the Checkout API refuses; the Cart API takes what there is and says so.
  const moreThanInStock = {
    '2022-07': ['refuses more than is in stock as out of stock', { ok: false, failure: { kind: 'user', code: 'out-of-stock' } }],
    '2025-07': ['takes what is in stock when asked for more, and says it fell short', { ok: true, value: { lines: [{ quantity: FIXTURE.thermometer.stock }] }, shortfall: { kind: 'user', code: 'less-in-stock' } }],
  } as const
  it(moreThanInStock[apiVersion][0], async () => {
    expect(await gateway().create([line(FIXTURE.thermometer.variantId, FIXTURE.thermometer.stock + 1)], DE)).toMatchObject(moreThanInStock[apiVersion][1])
  })

  it('reports price and stock of variants for re-validation', async () => {
    const variants = await gateway().checkVariants([variantGid(FIXTURE.thermometer.variantId), variantGid(FIXTURE.soldOut.variantId)], DE)
    expect(variants).toEqual([
      { variantId: variantGid(FIXTURE.thermometer.variantId), price: { amount: 29.99, currencyCode: 'EUR' }, inStock: true },
      { variantId: variantGid(FIXTURE.soldOut.variantId), price: { amount: 19, currencyCode: 'EUR' }, inStock: false },
    ])
  })

  it('runs the checkout lifecycle: create and store, replace a missing one, rebuild for another country', async () => {
    const stored: string[] = []
    const machine = checkoutMachine.provide({
      actors: checkoutActors(gateway()),
      actions: { storeCheckoutId: (_, params) => void stored.push(params.checkoutId) },
    })
    const ghost = ghostOf(kind, '1')
    const actor = createActor(machine, { input: { storedCheckoutId: ghost, ...DE } }).start()
    let snapshot = await waitFor(actor, (s) => s.matches('ready'))
    // The stored checkout was missing: a new one replaced it and its id was stored.
    expect(snapshot.context.checkoutId).not.toBe(ghost)
    expect(stored).toEqual([snapshot.context.checkoutId])

    actor.send({ type: 'cart.add-item', lines: [thermometer, { variantId: variantGid(FIXTURE.limited.variantId), quantity: 1, customAttributes: [] }] })
    snapshot = await waitFor(actor, (s) => s.matches('ready'))
    expect(snapshot.context.checkout?.lines.map((l) => l.quantity)).toEqual([2, 1])

    // Great Britain: the thermometer and masks have GBP prices, so both are carried over to a new checkout.
    actor.send({ type: 'checkout.place-changed', language: 'EN', country: 'GB' })
    snapshot = await waitFor(actor, (s) => s.matches('ready'))
    expect(snapshot.context).toMatchObject({ language: 'EN', country: 'GB', error: null })
    expect(stored).toHaveLength(2)
    expect(snapshot.context.checkout?.lines).toHaveLength(2)
    actor.stop()
  })
  it('starts a new checkout once the hosted checkout has completed the current one', async () => {
    const stored: string[] = []
    const machine = checkoutMachine.provide({ actors: checkoutActors(gateway()), actions: { storeCheckoutId: (_, params) => void stored.push(params.checkoutId) } })
    const first = createActor(machine, { input: { storedCheckoutId: null, ...DE } }).start()
    first.send({ type: 'cart.add-item', lines: [thermometer] })
    const filled = await waitFor(first, (s) => s.matches('ready') && s.context.checkout?.lines.length === 1)
    first.stop()
    const webUrl = filled.context.checkout!.webUrl
    const order = { email: 'buyer@example.com', first_name: 'Ada', last_name: 'Buyer', address1: 'Main Street 1', city: 'Berlin', zip: '10115', country: 'Germany' }
    expect((await submitHostedCheckout(webUrl, order)).status).toBe(303)

    // The next visit finds the stored id completed (2022-07) or no longer found (Cart API): a new, empty one replaces it.
    const next = createActor(machine, { input: { storedCheckoutId: filled.context.checkoutId, ...DE } }).start()
    const snapshot = await waitFor(next, (s) => s.matches('ready') && s.context.checkoutId !== filled.context.checkoutId)
    expect(snapshot.context.checkout?.lines).toEqual([])
    expect(stored).toEqual([filled.context.checkoutId, snapshot.context.checkoutId])
    next.stop()
  })
})
