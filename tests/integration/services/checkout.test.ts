import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { checkoutCounts, checkoutMachine } from '../../../machines/checkout.machine.ts'
import { checkoutActors } from '../../../services/checkout/actors.ts'
import { checkoutApi202207 } from '../../../services/checkout/checkout-api-2022-07.ts'
import { createStorefrontClient, urqlTransport } from '../../../services/storefront/client.ts'
import { plainTransport } from '../../../services/storefront/plain-transport.ts'
import type { StorefrontTransport } from '../../../services/storefront/transport.ts'
import { startTestBackend, type TestBackend } from '../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture, variantGid } from '../../support/catalogue-fixture.ts'

const DE = { language: 'DE', country: 'DE' }

const settings = (url: string) => ({ storefrontDomain: url, storefrontAccessKey: 'demo-token-de', apiVersion: '2022-07' as const })
const transports: Array<[string, (url: string) => StorefrontTransport]> = [
  ['the GraphQL client', (url) => urqlTransport(createStorefrontClient(settings(url)))],
  ['plain POSTs', (url) => plainTransport(settings(url))],
]

describe.each(transports)('checkout gateway (2022-07) over %s, and machine, against the embedded backend', (_, transportTo) => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend()
    await insertCatalogueFixture(backend.db)
  })
  afterAll(() => backend.stop({ removeData: true }))

  const gateway = () => checkoutApi202207(transportTo(backend.url))
  const thermometer = { variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 2, customAttributes: [{ key: '_id', value: 'p-9001' }] }

  it('creates, fetches, adds, updates and removes lines', async () => {
    const api = gateway()
    const created = await api.create([thermometer], DE)
    expect(created.ok).toBe(true)
    if (!created.ok) return
    expect(created.value.lines).toMatchObject([{ title: 'Ohrthermometer', quantity: 2, price: 29.99, productId: 'p-9001' }])
    const fetched = await api.fetch(created.value.id, DE)
    expect(fetched).toEqual(created)
    const added = await api.addLines(created.value.id, [{ variantId: variantGid(FIXTURE.bloodPressure.variantId), quantity: 1, customAttributes: [] }], DE)
    expect(added.ok && checkoutCounts(added.value)).toEqual({ distinctProducts: 2, totalQuantity: 3, totalPrice: 139.88 })
    const line = created.value.lines[0]!
    const updated = await api.updateLines(created.value.id, [{ id: line.id, variantId: line.variantId, quantity: 1, customAttributes: line.customAttributes }], DE)
    expect(updated.ok && updated.value.lines.find((l) => l.id === line.id)?.quantity).toBe(1)
    const removed = await api.removeLines(created.value.id, [line.id], DE)
    expect(removed.ok && removed.value.lines.map((l) => l.title)).toEqual(['Blutdruckmessgerät'])
  })

  it('answers missing for a checkout that does not exist, and a user error for a refused line', async () => {
    const api = gateway()
    const ghost = Buffer.from('gid://shopify/Checkout/00000000000000000000000000000000').toString('base64')
    expect(await api.fetch(ghost, DE)).toEqual({ ok: false, failure: { kind: 'missing', message: 'checkout is not defined' } })
    expect(await api.addLines(ghost, [thermometer], DE)).toMatchObject({ ok: false, failure: { kind: 'missing' } })
    const refused = await api.create([{ variantId: variantGid(FIXTURE.offline.variantId), quantity: 1, customAttributes: [] }], DE)
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'user', message: expect.any(String) } })
  })

  it('names each refusal by the code the backend answers: not for sale, out of stock, over the household limit', async () => {
    const api = gateway()
    const line = (variantId: number, quantity: number) => ({ variantId: variantGid(variantId), quantity, customAttributes: [] })
    expect(await api.create([line(FIXTURE.offline.variantId, 1)], DE)).toMatchObject({ ok: false, failure: { kind: 'user', code: 'not-for-sale' } })
    expect(await api.create([line(FIXTURE.thermometer.variantId, FIXTURE.thermometer.stock + 1)], DE)).toMatchObject({ ok: false, failure: { kind: 'user', code: 'out-of-stock' } })
    expect(await api.create([line(FIXTURE.limited.variantId, FIXTURE.limited.limit + 1)], DE)).toMatchObject({ ok: false, failure: { kind: 'user', code: 'over-limit' } })
  })

  it('reports price and stock of variants for re-validation', async () => {
    const variants = await gateway().checkVariants([variantGid(FIXTURE.thermometer.variantId), variantGid(FIXTURE.soldOut.variantId)], DE)
    expect(variants).toEqual([
      { variantId: variantGid(FIXTURE.thermometer.variantId), price: 29.99, inStock: true },
      { variantId: variantGid(FIXTURE.soldOut.variantId), price: 19, inStock: false },
    ])
  })

  it('runs the checkout lifecycle: create and store, replace a missing one, rebuild for another country', async () => {
    const stored: string[] = []
    const machine = checkoutMachine.provide({
      actors: checkoutActors(gateway()),
      actions: { storeCheckoutId: (_, params) => void stored.push(params.checkoutId) },
    })
    const ghost = Buffer.from('gid://shopify/Checkout/11111111111111111111111111111111').toString('base64')
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
})
