import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { FaultMode } from '../../../backend/admin/faults.ts'
import type { StorefrontApiVersion } from '../../../app.config.ts'
import { checkoutActors, checkoutMachine } from '../../../machines/checkout.machine.ts'
import type { CheckoutLine, LineInput } from '../../../domain/types.ts'
import { marketAttributesLookup } from '../../../app/state/market-attributes.ts'
import { checkoutGatewayFor } from '../../../services/checkout/gateway-for-version.ts'
import { fetchMarketAmounts } from '../../../services/market-amounts.ts'
import { storefrontTransport } from '../../../services/storefront/transport.ts'
import { startContentBackend, type ContentBackend } from '../../support/content-backend.ts'

const DE = { language: 'DE', country: 'DE' }
const PL = { language: 'PL', country: 'PL' }
const gid = (variantId: number) => Buffer.from(`gid://shopify/ProductVariant/${variantId}`).toString('base64')
const attributes = (pairs: Record<string, string>) => Object.entries(pairs).map(([key, value]) => ({ key, value }))

/** Three lines as the German product pages put them into the cart, with German amounts beside the price. */
const GERMAN_LINES: LineInput[] = [
  { variantId: gid(10471), quantity: 2, customAttributes: attributes({ _id: '1047', _title: 'Sale monitor', _strikethrough_price: '107.99', _recycling_class: 'WEEE 5', _recycling_price: '0.2' }) },
  { variantId: gid(11601), quantity: 1, customAttributes: attributes({ _id: '1160', _title: 'Mains device', _recycling_class: 'WEEE 4', _recycling_price: '0.5' }) },
  { variantId: gid(10451), quantity: 3, customAttributes: attributes({ _id: '1045', _title: 'BM 54', _recycling_class: 'WEEE 5', _recycling_price: '0.2' }) },
]

const attributeOf = (line: CheckoutLine, key: string) => line.customAttributes.find((attribute) => attribute.key === key)?.value
const pieces = (lines: readonly { variantId: string; quantity: number }[]) => lines.map((line) => `${Buffer.from(line.variantId, 'base64').toString().split('/').at(-1)}×${line.quantity}`).sort()

/** The steps of a move, each with the fault that makes exactly its call fail (a `slow` fault of 0 ms lets a call through). */
const STEPS = [
  { step: 'loading the cart before the move', faults: (mode: FaultMode): Array<[string, FaultMode]> => [['graphql', mode]], loadFirst: false },
  { step: 'checking price and stock in the new market', faults: (mode: FaultMode): Array<[string, FaultMode]> => [['graphql', mode]], loadFirst: true },
  { step: 'asking the catalogue for the new market’s amounts', faults: (mode: FaultMode): Array<[string, FaultMode]> => [['documents', mode]], loadFirst: true },
  { step: 'creating the checkout in the new market', faults: (mode: FaultMode): Array<[string, FaultMode]> => [['graphql', 'slow'], ['graphql', mode]], loadFirst: true },
] as const
const MODES: FaultMode[] = ['500', 'timeout', 'malformed', 'graphql-error']
const VERSIONS: StorefrontApiVersion[] = ['2022-07', '2025-07']

describe.each(VERSIONS)('a delivery-country change against the embedded backend (%s)', (apiVersion) => {
  let backend: ContentBackend
  let gatewayOver: Awaited<ReturnType<typeof checkoutGatewayFor>>
  beforeAll(async () => {
    backend = await startContentBackend()
    gatewayOver = await checkoutGatewayFor(apiVersion)
  })
  afterAll(() => backend.stop({ removeData: true }))
  beforeEach(() => backend.backend.faults.clear())

  const gateway = () => gatewayOver(storefrontTransport({ storefrontDomain: backend.url, storefrontAccessKey: 'demo-token-pl', apiVersion }))
  const machine = (stored: string[]) =>
    checkoutMachine.provide({
      actors: checkoutActors(
        gateway(),
        marketAttributesLookup((productIds) => fetchMarketAmounts({ contentApiUrl: backend.url, instanceName: 'demo-pl', instanceId: 'demo-pl' }, productIds)),
      ),
      actions: { storeCheckoutId: (_, { checkoutId }) => void stored.push(checkoutId) },
    })

  /** A German cart with the three lines, as the shopper's cookie names it. */
  async function germanCart(): Promise<string> {
    const created = await gateway().create(GERMAN_LINES, DE)
    if (!created.ok) throw new Error(created.failure.message)
    return created.value.id
  }

  const settled = (actor: ReturnType<typeof createActor<ReturnType<typeof machine>>>) => waitFor(actor, (snapshot) => snapshot.hasTag('settled'), { timeout: 20_000 })

  for (const { step, faults, loadFirst } of STEPS) {
    it.each(MODES)(`keeps every line when ${step} fails (%s), and moves them all once it works again`, async (mode) => {
      const checkoutId = await germanCart()
      const stored: string[] = []
      if (!loadFirst) backend.backend.faults.add('graphql', { mode: '500', delayMs: 0 }, 1)
      const actor = createActor(machine(stored), { input: { storedCheckoutId: checkoutId, ...DE } }).start()
      const arrived = await settled(actor)
      expect(arrived.context.checkout !== null).toBe(loadFirst)

      for (const [target, fault] of faults(mode)) backend.backend.faults.add(target, { mode: fault, delayMs: fault === 'timeout' ? 50 : 0 }, 1)
      actor.send({ type: 'checkout.place-changed', ...PL })
      const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('settled') && snapshot.context.movingTo === null, { timeout: 20_000 })

      // The shopper keeps the old cart where it was, is told so, and the cookie still names it.
      expect(failed.context).toMatchObject({ checkoutId, ...DE, error: { code: 'not-moved' }, leftBehind: [] })
      expect(stored).toEqual([])
      if (loadFirst) expect(pieces(failed.context.checkout!.lines)).toEqual(pieces(GERMAN_LINES))
      const old = await gateway().fetch(checkoutId, DE)
      expect(old.ok && pieces(old.value.lines)).toEqual(pieces(GERMAN_LINES))

      // The next page asks again: now every line comes along, re-valued in the Polish market.
      backend.backend.faults.clear()
      actor.send({ type: 'checkout.place-changed', ...PL })
      const moved = await waitFor(actor, (snapshot) => snapshot.hasTag('settled') && snapshot.context.movingTo === null && snapshot.context.language === 'PL', { timeout: 20_000 })
      expect(moved.context.error).toBeNull()
      expect(stored).toEqual([moved.context.checkoutId])
      expect(moved.context.checkoutId).not.toBe(checkoutId)
      expect(pieces(moved.context.checkout!.lines)).toEqual(pieces(GERMAN_LINES))
      actor.stop()
    })
  }

  it('re-values the lines it carries over in the new market: price, strikethrough price and recycling fee in złoty', async () => {
    const checkoutId = await germanCart()
    const stored: string[] = []
    const actor = createActor(machine(stored), { input: { storedCheckoutId: checkoutId, ...DE } }).start()
    await settled(actor)
    actor.send({ type: 'checkout.place-changed', ...PL })
    const moved = await waitFor(actor, (snapshot) => snapshot.hasTag('settled') && snapshot.context.language === 'PL', { timeout: 20_000 })
    const byProduct = Object.fromEntries(moved.context.checkout!.lines.map((line) => [line.productId, line]))
    // The numbers are the Polish catalogue's (demo-pl): a reduced price keeps its reduction, in złoty.
    expect(byProduct['1047']).toMatchObject({ price: { amount: 369.99, currencyCode: 'PLN' } })
    expect([attributeOf(byProduct['1047']!, '_strikethrough_price'), attributeOf(byProduct['1047']!, '_recycling_price')]).toEqual(['461.99', '0.86'])
    expect(byProduct['1160']).toMatchObject({ price: { amount: 580.99, currencyCode: 'PLN' } })
    expect([attributeOf(byProduct['1160']!, '_strikethrough_price'), attributeOf(byProduct['1160']!, '_recycling_class'), attributeOf(byProduct['1160']!, '_recycling_price')]).toEqual([undefined, 'WEEE 4', '2.15'])
    expect(byProduct['1045']).toMatchObject({ price: { amount: 253.99, currencyCode: 'PLN' } })
    expect(attributeOf(byProduct['1045']!, '_recycling_price')).toBe('0.86')
    // Titles and the product link stay as they were.
    expect(attributeOf(byProduct['1047']!, '_title')).toBe('Sale monitor')
    actor.stop()
  })
})
