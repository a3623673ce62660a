import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture, variantGid } from '../../../support/catalogue-fixture.ts'
import { storefrontClient } from '../../../support/storefront-client.ts'

const CHECKOUT = `id webUrl completedAt createdAt currencyCode
  subtotalPrice totalPrice subtotalPriceV2 { amount currencyCode } totalPriceV2 { amount currencyCode } lineItemsSubtotalPrice { amount currencyCode }
  lineItems(first: 50) { nodes { id title quantity customAttributes { key value } variant { id sku title priceV2 { amount currencyCode } compareAtPriceV2 { amount } image { url } product { handle } } } }`
const ERRORS = 'checkoutUserErrors { field message code } userErrors { field message }'

describe('checkouts (SPEC §7 checkoutCreate, checkoutLineItemsAdd/Update/Remove, node)', () => {
  let backend: TestBackend
  let call: ReturnType<typeof storefrontClient>
  beforeAll(async () => {
    backend = await startTestBackend()
    await insertCatalogueFixture(backend.db)
    call = storefrontClient(backend.url, 'demo-token-de')
  })
  afterAll(() => backend.stop({ removeData: true }))

  const create = (lineItems: unknown[], input: Record<string, unknown> = {}) =>
    call(`mutation C($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { ${CHECKOUT} } ${ERRORS} } }`, { input: { ...input, lineItems } })
  const add = (checkoutId: string, lineItems: unknown[]) =>
    call(`mutation A($id: ID!, $l: [CheckoutLineItemInput!]!) { checkoutLineItemsAdd(checkoutId: $id, lineItems: $l) { checkout { ${CHECKOUT} } ${ERRORS} } }`, { id: checkoutId, l: lineItems })
  const update = (checkoutId: string, lineItems: unknown[]) =>
    call(`mutation U($id: ID!, $l: [CheckoutLineItemUpdateInput!]!) { checkoutLineItemsUpdate(checkoutId: $id, lineItems: $l) { checkout { ${CHECKOUT} } ${ERRORS} } }`, { id: checkoutId, l: lineItems })
  const remove = (checkoutId: string, lineItemIds: string[]) =>
    call(`mutation R($id: ID!, $l: [ID!]!) { checkoutLineItemsRemove(checkoutId: $id, lineItemIds: $l) { checkout { ${CHECKOUT} } ${ERRORS} } }`, { id: checkoutId, l: lineItemIds })
  const fetchCheckout = async (id: string) => (await call(`query N($id: ID!) { node(id: $id) { ... on Checkout { ${CHECKOUT} } } }`, { id })).node

  it('creates a checkout with lines, custom attributes, totals and a web URL to the hosted checkout', async () => {
    const { checkoutCreate } = await create([
      { variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 2, customAttributes: [{ key: '_id', value: 'p-9001' }] },
      { variantId: variantGid(FIXTURE.bloodPressure.variantId), quantity: 1 },
    ])
    expect(checkoutCreate.checkoutUserErrors).toEqual([])
    const checkout = checkoutCreate.checkout
    expect(Buffer.from(checkout.id, 'base64').toString()).toMatch(/^gid:\/\/shopify\/Checkout\/[0-9a-f]{32}$/)
    expect(checkout.webUrl).toMatch(new RegExp(`^${backend.url}/checkout/[0-9a-f]{32}$`))
    expect(checkout.completedAt).toBeNull()
    expect(checkout.currencyCode).toBe('EUR')
    expect(checkout.lineItems.nodes.map((line: { title: string; quantity: number }) => [line.title, line.quantity])).toEqual([['Ohrthermometer', 2], ['Blutdruckmessgerät', 1]])
    expect(checkout.lineItems.nodes[0].customAttributes).toEqual([{ key: '_id', value: 'p-9001' }])
    expect(checkout.lineItems.nodes[0].variant.image.url).toBe(`${backend.url}/images/fixture/thermometer.png`)
    expect(checkout.lineItems.nodes[0].variant.compareAtPriceV2.amount).toBe('39.99')
    expect(checkout.subtotalPriceV2).toEqual({ amount: '139.88', currencyCode: 'EUR' })
    expect(checkout.totalPrice).toBe('139.88')
    expect(checkout.lineItemsSubtotalPrice.amount).toBe('139.88')
  })

  it('creates an empty checkout, and one priced for the buyer country', async () => {
    const empty = (await create([])).checkoutCreate.checkout
    expect(empty.lineItems.nodes).toEqual([])
    expect(empty.totalPriceV2).toEqual({ amount: '0.00', currencyCode: 'EUR' })
    const polish = (await create([{ variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 }], { buyerIdentity: { countryCode: 'PL' } })).checkoutCreate.checkout
    expect(polish.currencyCode).toBe('PLN')
    expect(polish.totalPriceV2).toEqual({ amount: '129.00', currencyCode: 'PLN' })
  })

  it('keeps the currency a checkout was created in when read in another context', async () => {
    const created = (await call(`mutation @inContext(country: GB) { checkoutCreate(input: { lineItems: [{ variantId: "${variantGid(FIXTURE.thermometer.variantId)}", quantity: 1 }] }) { checkout { id currencyCode } } }`)).checkoutCreate.checkout
    expect(created.currencyCode).toBe('GBP')
    const read = await call(`query N($id: ID!) @inContext(country: DE) { node(id: $id) { ... on Checkout { currencyCode totalPriceV2 { amount currencyCode } } } }`, { id: created.id })
    expect(read.node.totalPriceV2).toEqual({ amount: '25.99', currencyCode: 'GBP' })
  })

  it('adds lines, raising the quantity of a variant already in the checkout', async () => {
    const checkout = (await create([{ variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 }])).checkoutCreate.checkout
    const added = (await add(checkout.id, [
      { variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 2 },
      { variantId: variantGid(FIXTURE.bloodPressure.largeCuffVariantId), quantity: 1 },
    ])).checkoutLineItemsAdd
    expect(added.checkoutUserErrors).toEqual([])
    expect(added.checkout.lineItems.nodes.map((line: { quantity: number; variant: { sku: string } }) => [line.variant.sku, line.quantity])).toEqual([['FX-9001-STD', 3], ['FX-9002-L', 1]])
  })

  it('updates a line quantity and variant, and removes a line whose quantity is set to 0', async () => {
    const checkout = (await create([
      { variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 },
      { variantId: variantGid(FIXTURE.bloodPressure.variantId), quantity: 1 },
    ])).checkoutCreate.checkout
    const [thermometer, monitor] = checkout.lineItems.nodes
    const updated = (await update(checkout.id, [
      { id: thermometer.id, quantity: 4 },
      { id: monitor.id, variantId: variantGid(FIXTURE.bloodPressure.largeCuffVariantId), quantity: 1 },
    ])).checkoutLineItemsUpdate
    expect(updated.checkoutUserErrors).toEqual([])
    expect(updated.checkout.lineItems.nodes.map((line: { id: string; quantity: number; variant: { sku: string } }) => [line.id, line.variant.sku, line.quantity]))
      .toEqual([[thermometer.id, 'FX-9001-STD', 4], [monitor.id, 'FX-9002-L', 1]])
    const zeroed = (await update(checkout.id, [{ id: thermometer.id, quantity: 0 }])).checkoutLineItemsUpdate
    expect(zeroed.checkout.lineItems.nodes.map((line: { id: string }) => line.id)).toEqual([monitor.id])
  })

  it('removes lines by id', async () => {
    const checkout = (await create([
      { variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 },
      { variantId: variantGid(FIXTURE.bloodPressure.variantId), quantity: 1 },
    ])).checkoutCreate.checkout
    const removed = (await remove(checkout.id, [checkout.lineItems.nodes[0].id])).checkoutLineItemsRemove
    expect(removed.checkoutUserErrors).toEqual([])
    expect(removed.checkout.lineItems.nodes.map((line: { variant: { sku: string } }) => line.variant.sku)).toEqual(['FX-9002-M'])
    expect(removed.checkout.totalPriceV2.amount).toBe('79.90')
  })

  it('keeps checkouts and their lines: a later node query reads them back', async () => {
    const checkout = (await create([{ variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 3 }])).checkoutCreate.checkout
    const read = await fetchCheckout(checkout.id)
    expect(read.lineItems.nodes[0].quantity).toBe(3)
    expect(read.id).toBe(checkout.id)
  })

  it('answers node null for an unknown checkout id', async () => {
    const unknown = Buffer.from(`gid://shopify/Checkout/${'ab'.repeat(16)}`).toString('base64')
    expect(await fetchCheckout(unknown)).toBeNull()
    expect(await fetchCheckout('not-a-gid')).toBeNull()
  })

  it('refuses a variant not available online as a user error, not a crash', async () => {
    const result = (await create([{ variantId: variantGid(FIXTURE.offline.variantId), quantity: 1 }])).checkoutCreate
    expect(result.checkout).toBeNull()
    expect(result.checkoutUserErrors).toEqual([{ field: ['lineItems', '0', 'variantId'], message: 'Variant is not available for sale', code: 'INVALID' }])
    expect(result.userErrors).toEqual([{ field: ['lineItems', '0', 'variantId'], message: 'Variant is not available for sale' }])
  })

  it('refuses more than stock allows with NOT_ENOUGH_IN_STOCK and leaves the checkout unchanged', async () => {
    const checkout = (await create([{ variantId: variantGid(FIXTURE.bloodPressure.variantId), quantity: 4 }])).checkoutCreate.checkout
    const result = (await add(checkout.id, [{ variantId: variantGid(FIXTURE.bloodPressure.variantId), quantity: 2 }])).checkoutLineItemsAdd
    expect(result.checkoutUserErrors).toEqual([{ field: ['lineItems', '0', 'quantity'], message: 'Only 5 items of FX-9002-M are in stock', code: 'NOT_ENOUGH_IN_STOCK' }])
    expect((await fetchCheckout(checkout.id)).lineItems.nodes[0].quantity).toBe(4)
    const soldOut = (await add(checkout.id, [{ variantId: variantGid(FIXTURE.soldOut.variantId), quantity: 1 }])).checkoutLineItemsAdd
    expect(soldOut.checkoutUserErrors[0].code).toBe('NOT_ENOUGH_IN_STOCK')
  })

  it('enforces the purchase limit per household across lines of the same product', async () => {
    const ok = (await create([{ variantId: variantGid(FIXTURE.limited.variantId), quantity: 2 }])).checkoutCreate
    expect(ok.checkoutUserErrors).toEqual([])
    const over = (await update(ok.checkout.id, [{ id: ok.checkout.lineItems.nodes[0].id, quantity: 3 }])).checkoutLineItemsUpdate
    expect(over.checkoutUserErrors).toEqual([{ field: ['lineItems', '0', 'quantity'], message: 'Maximum 2 items per household', code: 'LESS_THAN_OR_EQUAL_TO' }])
    const otherAttributes = (await add(ok.checkout.id, [{ variantId: variantGid(FIXTURE.limited.variantId), quantity: 1, customAttributes: [{ key: '_gift', value: 'yes' }] }])).checkoutLineItemsAdd
    expect(otherAttributes.checkoutUserErrors[0].code).toBe('LESS_THAN_OR_EQUAL_TO')
  })

  it('reports unknown line ids, malformed variant ids, negative quantities and unknown checkouts as user errors', async () => {
    const checkout = (await create([{ variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 }])).checkoutCreate.checkout
    const missingLine = Buffer.from('gid://shopify/CheckoutLineItem/999999').toString('base64')
    expect((await remove(checkout.id, [missingLine])).checkoutLineItemsRemove.checkoutUserErrors[0]).toMatchObject({ code: 'LINE_ITEM_NOT_FOUND', field: ['lineItemIds', '0'] })
    expect((await update(checkout.id, [{ id: missingLine, quantity: 1 }])).checkoutLineItemsUpdate.checkoutUserErrors[0].code).toBe('LINE_ITEM_NOT_FOUND')
    expect((await add(checkout.id, [{ variantId: 'garbage', quantity: 1 }])).checkoutLineItemsAdd.checkoutUserErrors[0]).toMatchObject({ code: 'INVALID', field: ['lineItems', '0', 'variantId'] })
    expect((await add(checkout.id, [{ variantId: variantGid(FIXTURE.thermometer.variantId), quantity: -1 }])).checkoutLineItemsAdd.checkoutUserErrors[0].code).toBe('GREATER_THAN_OR_EQUAL_TO')
    const unknown = Buffer.from(`gid://shopify/Checkout/${'cd'.repeat(16)}`).toString('base64')
    const result = (await add(unknown, [{ variantId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 }])).checkoutLineItemsAdd
    expect(result.checkout).toBeNull()
    expect(result.checkoutUserErrors).toEqual([{ field: ['checkoutId'], message: 'Checkout does not exist', code: 'INVALID' }])
  })

  it('accepts raw global ids as well as encoded ones on input', async () => {
    const result = (await create([{ variantId: `gid://shopify/ProductVariant/${FIXTURE.thermometer.variantId}`, quantity: 1 }])).checkoutCreate
    expect(result.checkoutUserErrors).toEqual([])
    const raw = Buffer.from(result.checkout.id, 'base64').toString()
    expect((await add(raw, [{ variantId: variantGid(FIXTURE.bloodPressure.variantId), quantity: 1 }])).checkoutLineItemsAdd.checkout.lineItems.nodes).toHaveLength(2)
  })
})
