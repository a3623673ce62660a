import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture, variantGid } from '../../../support/catalogue-fixture.ts'
import { storefrontClient, submitHostedCheckout } from '../../../support/storefront-client.ts'

const CART = `id checkoutUrl createdAt updatedAt totalQuantity note attributes { key value }
  buyerIdentity { countryCode email phone customer { email } }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } checkoutChargeAmount { amount currencyCode } totalTaxAmount { amount currencyCode } }
  lines(first: 50) { nodes { id quantity attributes { key value } attribute(key: "_id") { value }
    cost { amountPerQuantity { amount currencyCode } compareAtAmountPerQuantity { amount } subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
    merchandise { ... on ProductVariant { id sku title availableForSale price { amount currencyCode } image { url } product { title } } } } }`
const PAYLOAD = `cart { ${CART} } userErrors { code field message } warnings { code message target }`

const BUYER = { email: 'cart-buyer@example.com', first_name: 'Cara', last_name: 'Cart', address1: 'Hauptstraße 2', city: 'Berlin', zip: '10115', country: 'Germany' }

interface Line {
  id: string
  quantity: number
  attributes: Array<{ key: string; value: string }>
  merchandise: { id: string; sku: string }
}

const raw = (id: string) => Buffer.from(id, 'base64').toString()
const lineGid = (id: number) => Buffer.from(`gid://shopify/CartLine/${id}`).toString('base64')
const skus = (cart: { lines: { nodes: Line[] } }) => cart.lines.nodes.map((line) => [line.merchandise.sku, line.quantity])

describe('storefront API 2025-07: the Cart API', () => {
  let backend: TestBackend
  let call: ReturnType<typeof storefrontClient>
  let legacy: ReturnType<typeof storefrontClient>
  beforeAll(async () => {
    backend = await startTestBackend()
    await insertCatalogueFixture(backend.db)
    call = storefrontClient(backend.url, 'demo-token-de', '2025-07')
    legacy = storefrontClient(backend.url, 'demo-token-de', '2022-07')
  })
  afterAll(() => backend.stop({ removeData: true }))

  /** The reply as it comes, for documents the schema refuses. */
  const post = async (version: string, query: string, headers: Record<string, string> = { 'x-shopify-storefront-access-token': 'demo-token-de' }) =>
    fetch(`${backend.url}/api/${version}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) })
  const validationError = async (version: string, query: string) => ((await (await post(version, query)).json()) as { errors: Array<{ message: string }> }).errors[0]!.message

  const create = async (input: Record<string, unknown>, context = '') =>
    (await call(`mutation C($input: CartInput) ${context} { cartCreate(input: $input) { ${PAYLOAD} } }`, { input })).cartCreate
  const add = async (cartId: string, lines: unknown[]) =>
    (await call(`mutation A($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${PAYLOAD} } }`, { id: cartId, lines })).cartLinesAdd
  const update = async (cartId: string, lines: unknown[]) =>
    (await call(`mutation U($id: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $id, lines: $lines) { ${PAYLOAD} } }`, { id: cartId, lines })).cartLinesUpdate
  const remove = async (cartId: string, lineIds: string[]) =>
    (await call(`mutation R($id: ID!, $ids: [ID!]!) { cartLinesRemove(cartId: $id, lineIds: $ids) { ${PAYLOAD} } }`, { id: cartId, ids: lineIds })).cartLinesRemove
  const buyer = async (cartId: string, buyerIdentity: Record<string, unknown>) =>
    (await call(`mutation B($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { ${PAYLOAD} } }`, { id: cartId, b: buyerIdentity })).cartBuyerIdentityUpdate
  const readCart = async (id: string, context = '') => (await call(`query Q($id: ID!) ${context} { cart(id: $id) { ${CART} } }`, { id })).cart
  const newCart = async (lines: Array<[number, number]>) => (await create({ lines: lines.map(([id, quantity]) => ({ merchandiseId: variantGid(id), quantity })) })).cart
  const setStock = (variantId: number, stock: number) => backend.db.query('UPDATE product_variants SET stock = $2 WHERE id = $1', [variantId, stock])

  it('serves 2025-07 beside 2022-07 with the same access key check, CORS preflight and fault target', async () => {
    expect((await post('2025-07', '{ products(first: 1) { nodes { id } } }', {})).status).toBe(401)
    expect((await post('2025-07', '{ products(first: 1) { nodes { id } } }', { 'x-shopify-storefront-access-token': 'demo-token-xx' })).status).toBe(401)
    const preflight = await fetch(`${backend.url}/api/2025-07/graphql`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-shopify-storefront-access-token')
    const admin = { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }
    await fetch(`${backend.url}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'graphql', mode: '500', count: 1 }) })
    expect((await post('2025-07', '{ products(first: 1) { nodes { id } } }')).status).toBe(500)
    expect((await post('2025-07', '{ products(first: 1) { nodes { id } } }')).status).toBe(200)
  })

  it('has no Checkout API in 2025-07: documents using its mutations fail validation', async () => {
    const line = `{ variantId: "${variantGid(FIXTURE.thermometer.variantId)}", quantity: 1 }`
    const documents: Record<string, string> = {
      checkoutCreate: `mutation { checkoutCreate(input: { lineItems: [${line}] }) { checkout { id } } }`,
      checkoutLineItemsAdd: `mutation { checkoutLineItemsAdd(checkoutId: "x", lineItems: [${line}]) { checkout { id } } }`,
      checkoutLineItemsUpdate: 'mutation { checkoutLineItemsUpdate(checkoutId: "x", lineItems: [{ id: "y", quantity: 1 }]) { checkout { id } } }',
      checkoutLineItemsRemove: 'mutation { checkoutLineItemsRemove(checkoutId: "x", lineItemIds: ["y"]) { checkout { id } } }',
    }
    for (const [name, document] of Object.entries(documents)) {
      expect(await validationError('2025-07', document)).toContain(`Cannot query field "${name}" on type "Mutation"`)
    }
  })

  it('keeps the Checkout API in 2022-07, which has no Cart API', async () => {
    const created = (await legacy(`mutation { checkoutCreate(input: { lineItems: [{ variantId: "${variantGid(FIXTURE.thermometer.variantId)}", quantity: 1 }] }) { checkout { id } checkoutUserErrors { code } } }`)).checkoutCreate
    expect(created.checkoutUserErrors).toEqual([])
    expect(await validationError('2022-07', 'mutation { cartCreate(input: {}) { cart { id } } }')).toContain('Cannot query field "cartCreate" on type "Mutation"')
    expect(await validationError('2022-07', '{ cart(id: "x") { id } }')).toContain('Cannot query field "cart" on type "QueryRoot"')
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1]])
    expect((await legacy('query N($id: ID!) { node(id: $id) { id } }', { id: cart.id })).node).toBeNull()
  })

  it('types ProductVariant.price as MoneyV2 in 2025-07 without priceV2, where 2022-07 keeps the Money string', async () => {
    const variant = `node(id: "${variantGid(FIXTURE.thermometer.variantId)}")`
    const modern = (await call(`{ ${variant} { ... on ProductVariant { price { amount currencyCode } compareAtPrice { amount currencyCode } } } }`)).node
    expect(modern).toEqual({ price: { amount: '29.99', currencyCode: 'EUR' }, compareAtPrice: { amount: '39.99', currencyCode: 'EUR' } })
    expect(await validationError('2025-07', `{ ${variant} { ... on ProductVariant { priceV2 { amount } } } }`)).toContain('Cannot query field "priceV2"')
    expect(await validationError('2025-07', `{ ${variant} { ... on ProductVariant { compareAtPriceV2 { amount } } } }`)).toContain('Cannot query field "compareAtPriceV2"')
    expect((await legacy(`{ ${variant} { ... on ProductVariant { price priceV2 { amount } } } }`)).node).toEqual({ price: '29.99', priceV2: { amount: '29.99' } })
  })

  it('lets @inContext pick the currency and the language in 2025-07 as in 2022-07', async () => {
    const product = await call(`query @inContext(country: PL, language: FR) { product(handle: "${FIXTURE.thermometer.handle}") { title variants(first: 1) { nodes { price { amount currencyCode } } } } }`)
    expect(product.product.title).toBe('Thermomètre auriculaire')
    expect(product.product.variants.nodes[0].price).toEqual({ amount: '129.00', currencyCode: 'PLN' })
  })

  it('creates a cart with lines, attributes, note, totals and a checkout URL to the hosted checkout page', async () => {
    const { cart, userErrors, warnings } = await create({
      note: 'Bitte klingeln',
      attributes: [{ key: 'channel', value: 'web' }],
      lines: [
        { merchandiseId: variantGid(FIXTURE.thermometer.variantId), quantity: 2, attributes: [{ key: '_id', value: 'p-9001' }] },
        { merchandiseId: `gid://shopify/ProductVariant/${FIXTURE.bloodPressure.variantId}` },
      ],
    })
    expect(userErrors).toEqual([])
    expect(warnings).toEqual([])
    const token = /^gid:\/\/shopify\/Cart\/([0-9a-f]{32})$/.exec(raw(cart.id))?.[1]
    expect(token).toBeDefined()
    expect(cart.checkoutUrl).toBe(`${backend.url}/checkout/${token}`)
    expect(cart.note).toBe('Bitte klingeln')
    expect(cart.attributes).toEqual([{ key: 'channel', value: 'web' }])
    expect(cart.buyerIdentity).toEqual({ countryCode: 'DE', email: null, phone: null, customer: null })
    expect(cart.totalQuantity).toBe(3)
    expect(cart.cost.subtotalAmount).toEqual({ amount: '139.88', currencyCode: 'EUR' })
    expect(cart.cost.totalAmount).toEqual({ amount: '139.88', currencyCode: 'EUR' })
    expect(cart.cost.checkoutChargeAmount).toEqual({ amount: '139.88', currencyCode: 'EUR' })
    const [thermometer, monitor] = cart.lines.nodes
    expect(raw(thermometer.id)).toMatch(/^gid:\/\/shopify\/CartLine\/\d+$/)
    expect(thermometer.quantity).toBe(2)
    expect(monitor.quantity).toBe(1) // the quantity defaults to 1
    expect(thermometer.attributes).toEqual([{ key: '_id', value: 'p-9001' }])
    expect(thermometer.attribute).toEqual({ value: 'p-9001' })
    expect(monitor.attribute).toBeNull()
    expect(thermometer.cost).toEqual({
      amountPerQuantity: { amount: '29.99', currencyCode: 'EUR' }, compareAtAmountPerQuantity: { amount: '39.99' },
      subtotalAmount: { amount: '59.98', currencyCode: 'EUR' }, totalAmount: { amount: '59.98', currencyCode: 'EUR' },
    })
    expect(thermometer.merchandise).toEqual({
      id: variantGid(FIXTURE.thermometer.variantId), sku: 'FX-9001-STD', title: 'Standard', availableForSale: true,
      price: { amount: '29.99', currencyCode: 'EUR' }, image: { url: `${backend.url}/images/fixture/thermometer.png` }, product: { title: 'Ohrthermometer' },
    })
    expect(await readCart(cart.id)).toEqual(cart)
  })

  it('prices a cart created for a buyer country in that country\'s currency, and keeps it when read in another context', async () => {
    const polish = (await create({ buyerIdentity: { countryCode: 'PL' }, lines: [{ merchandiseId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 }] })).cart
    expect(polish.buyerIdentity.countryCode).toBe('PL')
    expect(polish.cost.totalAmount).toEqual({ amount: '129.00', currencyCode: 'PLN' })
    expect(polish.lines.nodes[0].merchandise.price).toEqual({ amount: '129.00', currencyCode: 'PLN' })
    const british = (await create({ lines: [{ merchandiseId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 }] }, '@inContext(country: GB)')).cart
    expect(british.cost.totalAmount).toEqual({ amount: '25.99', currencyCode: 'GBP' })
    expect((await readCart(british.id, '@inContext(country: DE)')).cost.totalAmount).toEqual({ amount: '25.99', currencyCode: 'GBP' })
    expect((await readCart(british.id, '@inContext(language: FR)')).lines.nodes[0].merchandise.product.title).toBe('Thermomètre auriculaire')
  })

  it('resolves a cart and a cart line through node(id:) and nodes(ids:)', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1]])
    const lineId = cart.lines.nodes[0].id
    const found = await call('query N($ids: [ID!]!) { nodes(ids: $ids) { id ... on Cart { totalQuantity } ... on CartLine { quantity merchandise { ... on ProductVariant { sku } } } } }', { ids: [cart.id, lineId] })
    expect(found.nodes).toEqual([{ id: cart.id, totalQuantity: 1 }, { id: lineId, quantity: 1, merchandise: { sku: 'FX-9001-STD' } }])
  })

  it('adds merchandise already in the cart with the same attributes to that line; other attributes make a new line', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1]])
    const added = await add(cart.id, [
      { merchandiseId: variantGid(FIXTURE.thermometer.variantId), quantity: 2 },
      { merchandiseId: variantGid(FIXTURE.thermometer.variantId), quantity: 1, attributes: [{ key: '_gift', value: 'yes' }] },
    ])
    expect(added.userErrors).toEqual([])
    expect(added.cart.lines.nodes.map((line: Line) => [line.id === cart.lines.nodes[0].id, line.quantity, line.attributes])).toEqual([[true, 3, []], [false, 1, [{ key: '_gift', value: 'yes' }]]])
    expect(added.cart.totalQuantity).toBe(4)
  })

  it('updates quantity, merchandise and attributes of a line, and removes a line set to quantity 0', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1], [FIXTURE.bloodPressure.variantId, 1]])
    const [thermometer, monitor] = cart.lines.nodes
    const updated = await update(cart.id, [
      { id: thermometer.id, quantity: 4, attributes: [{ key: '_id', value: 'x' }] },
      { id: monitor.id, merchandiseId: variantGid(FIXTURE.bloodPressure.largeCuffVariantId) },
    ])
    expect(updated.userErrors).toEqual([])
    expect(updated.cart.lines.nodes.map((line: Line) => [line.id, line.merchandise.sku, line.quantity, line.attributes]))
      .toEqual([[thermometer.id, 'FX-9001-STD', 4, [{ key: '_id', value: 'x' }]], [monitor.id, 'FX-9002-L', 1, []]])
    const zeroed = await update(cart.id, [{ id: thermometer.id, quantity: 0 }])
    expect(zeroed.cart.lines.nodes.map((line: Line) => line.id)).toEqual([monitor.id])
    expect(zeroed.cart.cost.totalAmount.amount).toBe('84.90')
  })

  it('removes lines by id', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1], [FIXTURE.bloodPressure.variantId, 1]])
    const removed = await remove(cart.id, [cart.lines.nodes[0].id])
    expect(removed.userErrors).toEqual([])
    expect(skus(removed.cart)).toEqual([['FX-9002-M', 1]])
    expect(removed.cart.cost.totalAmount.amount).toBe('79.90')
  })

  it('does not find an unknown cart: cart(id) is null and mutations answer INVALID on cartId', async () => {
    const unknown = Buffer.from(`gid://shopify/Cart/${'ab'.repeat(16)}`).toString('base64')
    expect(await readCart(unknown)).toBeNull()
    expect(await readCart('not-a-gid')).toBeNull()
    const notFound = [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }]
    for (const result of [
      await add(unknown, [{ merchandiseId: variantGid(FIXTURE.thermometer.variantId) }]),
      await update(unknown, [{ id: lineGid(1), quantity: 1 }]),
      await remove(unknown, [lineGid(1)]),
      await buyer(unknown, { email: 'someone@example.com' }),
    ]) {
      expect(result.cart).toBeNull()
      expect(result.userErrors).toEqual(notFound)
    }
  })

  it('refuses unknown merchandise and merchandise not sold in this store with INVALID on the merchandise id, changing nothing', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1]])
    const unknown = await add(cart.id, [{ merchandiseId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 }, { merchandiseId: variantGid(99999), quantity: 1 }])
    expect(unknown.userErrors).toEqual([{ code: 'INVALID', field: ['lines', '1', 'merchandiseId'], message: 'The merchandise with id gid://shopify/ProductVariant/99999 does not exist.' }])
    expect(skus(unknown.cart)).toEqual([['FX-9001-STD', 1]])
    expect((await add(cart.id, [{ merchandiseId: 'garbage' }])).userErrors).toEqual([{ code: 'INVALID', field: ['lines', '0', 'merchandiseId'], message: 'The merchandise with id garbage does not exist.' }])
    const offline = await add(cart.id, [{ merchandiseId: variantGid(FIXTURE.offline.variantId), quantity: 1 }])
    expect(offline.userErrors).toEqual([{ code: 'INVALID', field: ['lines', '0', 'merchandiseId'], message: `The merchandise with id gid://shopify/ProductVariant/${FIXTURE.offline.variantId} is not for sale in this store.` }])
    const swapped = await update(cart.id, [{ id: cart.lines.nodes[0].id, merchandiseId: variantGid(FIXTURE.offline.variantId) }])
    expect(swapped.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['lines', '0', 'merchandiseId'] })
    expect(skus(await readCart(cart.id))).toEqual([['FX-9001-STD', 1]])
    // Priced in euro only, so not for sale in a zloty cart.
    const polish = (await create({ buyerIdentity: { countryCode: 'PL' } })).cart
    expect((await add(polish.id, [{ merchandiseId: variantGid(FIXTURE.soldOut.variantId) }])).userErrors[0].code).toBe('INVALID')
    const refused = await create({ lines: [{ merchandiseId: variantGid(FIXTURE.offline.variantId) }] })
    expect(refused.cart).toBeNull()
    expect(refused.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['lines', '0', 'merchandiseId'] })
  })

  it('refuses line ids not in the cart with INVALID_MERCHANDISE_LINE, changing nothing', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1]])
    const other = await newCart([[FIXTURE.thermometer.variantId, 1]])
    const foreign = other.lines.nodes[0].id
    const updated = await update(cart.id, [{ id: cart.lines.nodes[0].id, quantity: 5 }, { id: foreign, quantity: 2 }])
    expect(updated.userErrors).toEqual([{ code: 'INVALID_MERCHANDISE_LINE', field: ['lines', '1', 'id'], message: `The merchandise line with id ${foreign} does not exist.` }])
    const removed = await remove(cart.id, [cart.lines.nodes[0].id, lineGid(999999)])
    expect(removed.userErrors).toEqual([{ code: 'INVALID_MERCHANDISE_LINE', field: ['lineIds', '1'], message: `The merchandise line with id ${lineGid(999999)} does not exist.` }])
    expect(skus(await readCart(cart.id))).toEqual([['FX-9001-STD', 1]])
  })

  it('refuses more than the purchase limit per household with MAXIMUM_EXCEEDED, over all lines of the product, changing nothing', async () => {
    const cart = await newCart([[FIXTURE.limited.variantId, 2]])
    const over = await update(cart.id, [{ id: cart.lines.nodes[0].id, quantity: 3 }])
    expect(over.userErrors).toEqual([{ code: 'MAXIMUM_EXCEEDED', field: ['lines', '0', 'quantity'], message: 'Maximum 2 items per household' }])
    const otherLine = await add(cart.id, [{ merchandiseId: variantGid(FIXTURE.limited.variantId), attributes: [{ key: '_gift', value: 'yes' }] }])
    expect(otherLine.userErrors).toEqual([{ code: 'MAXIMUM_EXCEEDED', field: ['lines', '0', 'quantity'], message: 'Maximum 2 items per household' }])
    expect(skus(await readCart(cart.id))).toEqual([['FX-9004-10', 2]])
    const created = await create({ lines: [{ merchandiseId: variantGid(FIXTURE.limited.variantId), quantity: 3 }] })
    expect(created.cart).toBeNull()
    expect(created.userErrors[0].code).toBe('MAXIMUM_EXCEEDED')
  })

  it('refuses a negative quantity with INVALID on the quantity, changing nothing', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 2]])
    const negative = [{ code: 'INVALID', field: ['lines', '0', 'quantity'], message: 'The quantity must be greater than or equal to 0.' }]
    expect((await add(cart.id, [{ merchandiseId: variantGid(FIXTURE.thermometer.variantId), quantity: -1 }])).userErrors).toEqual(negative)
    expect((await update(cart.id, [{ id: cart.lines.nodes[0].id, quantity: -1 }])).userErrors).toEqual(negative)
    expect(skus(await readCart(cart.id))).toEqual([['FX-9001-STD', 2]])
  })

  it('gives a line only what is in stock, with a MERCHANDISE_NOT_ENOUGH_STOCK warning on the line, and applies the rest', async () => {
    const created = await create({ lines: [
      { merchandiseId: variantGid(FIXTURE.bloodPressure.variantId), quantity: 7 },
      { merchandiseId: variantGid(FIXTURE.thermometer.variantId), quantity: 1 },
    ] })
    expect(created.userErrors).toEqual([])
    expect(skus(created.cart)).toEqual([['FX-9002-M', 5], ['FX-9001-STD', 1]])
    expect(created.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: created.cart.lines.nodes[0].id, message: 'Only 5 items are in stock: the quantity was set to 5.' }])
    const cart = await newCart([[FIXTURE.bloodPressure.largeCuffVariantId, 2]])
    const added = await add(cart.id, [{ merchandiseId: variantGid(FIXTURE.bloodPressure.largeCuffVariantId), quantity: 4 }, { merchandiseId: variantGid(FIXTURE.thermometer.variantId) }])
    expect(skus(added.cart)).toEqual([['FX-9002-L', 5], ['FX-9001-STD', 1]])
    expect(added.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: cart.lines.nodes[0].id, message: 'Only 5 items are in stock: the quantity was set to 5.' }])
  })

  it('does not add out-of-stock merchandise: a MERCHANDISE_OUT_OF_STOCK warning targets the merchandise and the rest is added', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1]])
    const added = await add(cart.id, [{ merchandiseId: variantGid(FIXTURE.soldOut.variantId) }, { merchandiseId: variantGid(FIXTURE.bloodPressure.variantId) }])
    expect(added.userErrors).toEqual([])
    expect(skus(added.cart)).toEqual([['FX-9001-STD', 1], ['FX-9002-M', 1]])
    expect(added.warnings).toEqual([{ code: 'MERCHANDISE_OUT_OF_STOCK', target: variantGid(FIXTURE.soldOut.variantId), message: 'The merchandise is out of stock and was not added.' }])
  })

  it('keeps the merchandise and quantity of a line updated beyond sold-out stock, with a MERCHANDISE_OUT_OF_STOCK warning on the line', async () => {
    const cart = await newCart([[FIXTURE.bloodPressure.largeCuffVariantId, 2], [FIXTURE.thermometer.variantId, 1]])
    const [cuff, thermometer] = cart.lines.nodes
    await setStock(FIXTURE.bloodPressure.largeCuffVariantId, 0)
    try {
      const updated = await update(cart.id, [{ id: cuff.id, quantity: 3 }, { id: thermometer.id, quantity: 2 }])
      expect(updated.userErrors).toEqual([])
      expect(skus(updated.cart)).toEqual([['FX-9002-L', 2], ['FX-9001-STD', 2]])
      expect(updated.warnings).toEqual([{ code: 'MERCHANDISE_OUT_OF_STOCK', target: cuff.id, message: 'The merchandise is out of stock: the quantity stays at 2.' }])
      const swapped = await update(cart.id, [{ id: thermometer.id, merchandiseId: variantGid(FIXTURE.bloodPressure.largeCuffVariantId) }])
      expect(skus(swapped.cart)).toEqual([['FX-9002-L', 2], ['FX-9001-STD', 2]])
      expect(swapped.warnings).toEqual([{ code: 'MERCHANDISE_OUT_OF_STOCK', target: thermometer.id, message: 'The merchandise is out of stock: the quantity stays at 2.' }])
      // Lowering the quantity of an out-of-stock line still applies.
      const fewer = await update(cart.id, [{ id: cuff.id, quantity: 1 }])
      expect(skus(fewer.cart)).toEqual([['FX-9002-L', 1], ['FX-9001-STD', 2]])
      expect(fewer.warnings).toEqual([{ code: 'MERCHANDISE_OUT_OF_STOCK', target: cuff.id, message: 'The merchandise is out of stock: the quantity stays at 1.' }])
      await setStock(FIXTURE.bloodPressure.largeCuffVariantId, 2)
      const raised = await update(cart.id, [{ id: cuff.id, quantity: 3 }])
      expect(skus(raised.cart)).toEqual([['FX-9002-L', 2], ['FX-9001-STD', 2]])
      expect(raised.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: cuff.id, message: 'Only 2 items are in stock: the quantity was set to 2.' }])
    } finally {
      await setStock(FIXTURE.bloodPressure.largeCuffVariantId, FIXTURE.bloodPressure.stock)
    }
  })

  it('updates the buyer identity: e-mail, phone, a country that re-prices the cart, and a signed-in customer', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1]])
    const updated = await buyer(cart.id, { email: ' shopper@example.com ', phone: '+4930123456', countryCode: 'GB' })
    expect(updated.userErrors).toEqual([])
    expect(updated.cart.buyerIdentity).toEqual({ countryCode: 'GB', email: 'shopper@example.com', phone: '+4930123456', customer: null })
    expect(updated.cart.cost.totalAmount).toEqual({ amount: '25.99', currencyCode: 'GBP' })
    const invalid = await buyer(cart.id, { email: 'not-an-email', phone: '030 123', customerAccessToken: 'nope' })
    expect(invalid.userErrors).toEqual([
      { code: 'INVALID', field: ['buyerIdentity', 'email'], message: 'Email is invalid' },
      { code: 'INVALID', field: ['buyerIdentity', 'phone'], message: 'Phone is invalid' },
      { code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer access token is invalid' },
    ])
    expect((await readCart(cart.id)).buyerIdentity.email).toBe('shopper@example.com')
    // Priced in euro only, so a cart holding it cannot move to Poland.
    await setStock(FIXTURE.soldOut.variantId, 3)
    try {
      const euroOnly = await newCart([[FIXTURE.soldOut.variantId, 1]])
      const moved = await buyer(euroOnly.id, { countryCode: 'PL' })
      expect(moved.userErrors).toEqual([{ code: 'INVALID', field: ['buyerIdentity', 'countryCode'], message: 'The cart holds merchandise that is not for sale in PL.' }])
      expect(moved.cart.cost.totalAmount).toEqual({ amount: '19.00', currencyCode: 'EUR' })
    } finally {
      await setStock(FIXTURE.soldOut.variantId, 0)
    }
  })

  it('pre-fills the hosted checkout of a cart from the shop\'s query parameters, and from the cart\'s buyer e-mail and phone', async () => {
    const cart = await newCart([[FIXTURE.thermometer.variantId, 1]])
    const url = new URL(cart.checkoutUrl)
    const prefill = {
      'checkout[email]': 'prefill@example.com', 'checkout[shipping_address][first_name]': 'Pia', 'checkout[shipping_address][last_name]': 'Prefill',
      'checkout[shipping_address][address1]': 'Alexanderplatz 1', 'checkout[shipping_address][city]': 'Berlin', 'checkout[shipping_address][zip]': '10178',
      'checkout[shipping_address][country]': 'Germany', locale: 'de',
    }
    for (const [key, value] of Object.entries(prefill)) url.searchParams.set(key, value)
    const html = await (await fetch(url)).text()
    expect(html).toContain('Ohrthermometer')
    for (const [name, value] of [['email', 'prefill@example.com'], ['first_name', 'Pia'], ['last_name', 'Prefill'], ['address1', 'Alexanderplatz 1'], ['city', 'Berlin'], ['zip', '10178'], ['country', 'Germany']]) {
      expect(html).toMatch(new RegExp(`id="field-${name}" name="${name}"[^>]* value="${value}"`))
    }
    await buyer(cart.id, { email: 'known@example.com', phone: '+4930999999' })
    const known = await (await fetch(cart.checkoutUrl)).text()
    expect(known).toMatch(/id="field-email" name="email"[^>]* value="known@example.com"/)
    expect(known).toMatch(/id="field-phone" name="phone"[^>]* value="\+4930999999"/)
  })

  it('no longer finds a cart whose checkout was completed: cart(id) and node(id) are null and mutations answer INVALID on cartId', async () => {
    const stockBefore = (await backend.db.query<{ stock: number }>('SELECT stock FROM product_variants WHERE id = $1', [FIXTURE.thermometer.variantId])).rows[0]!.stock
    const cart = await newCart([[FIXTURE.thermometer.variantId, 2]])
    const response = await submitHostedCheckout(cart.checkoutUrl, BUYER)
    expect(response.status).toBe(303)
    expect(await (await fetch(new URL(response.headers.get('location')!, cart.checkoutUrl))).text()).toContain('Vielen Dank für Ihre Bestellung!')
    expect(await readCart(cart.id)).toBeNull()
    expect((await call('query N($id: ID!) { node(id: $id) { id } }', { id: cart.id })).node).toBeNull()
    const later = await add(cart.id, [{ merchandiseId: variantGid(FIXTURE.thermometer.variantId) }])
    expect(later).toMatchObject({ cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }] })
    const { rows } = await backend.db.query<{ total: string; email: string }>('SELECT total::text AS total, email FROM orders WHERE checkout_token = $1', [/[0-9a-f]{32}$/.exec(raw(cart.id))![0]])
    expect(rows).toEqual([{ total: '59.98', email: BUYER.email }])
    expect((await backend.db.query<{ stock: number }>('SELECT stock FROM product_variants WHERE id = $1', [FIXTURE.thermometer.variantId])).rows[0]!.stock).toBe(stockBefore - 2)
  })

  it('puts the order of a cart tied to a signed-in customer into that customer\'s order history', async () => {
    const password = 'Secret-Pass1'
    await call(`mutation { customerCreate(input: { email: "cart-customer@example.com", password: "${password}" }) { customer { id } } }`)
    const token = (await call(`mutation { customerAccessTokenCreate(input: { email: "cart-customer@example.com", password: "${password}" }) { customerAccessToken { accessToken } } }`))
      .customerAccessTokenCreate.customerAccessToken.accessToken
    const created = await create({ buyerIdentity: { customerAccessToken: token }, lines: [{ merchandiseId: variantGid(FIXTURE.thermometer.variantId) }] })
    expect(created.cart.buyerIdentity).toMatchObject({ email: 'cart-customer@example.com', customer: { email: 'cart-customer@example.com' } })
    expect((await submitHostedCheckout(created.cart.checkoutUrl, { ...BUYER, email: 'cart-customer@example.com' })).status).toBe(303)
    const orders = (await call('query C($t: String!) { customer(customerAccessToken: $t) { orders(first: 5) { nodes { totalPriceV2 { amount currencyCode } lineItems(first: 5) { nodes { title quantity } } } } } }', { t: token }))
      .customer.orders.nodes
    expect(orders).toEqual([{ totalPriceV2: { amount: '29.99', currencyCode: 'EUR' }, lineItems: { nodes: [{ title: 'Ohrthermometer', quantity: 1 }] } }])
  })
})
