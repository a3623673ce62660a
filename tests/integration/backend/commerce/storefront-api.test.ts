import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture, variantGid } from '../../../support/catalogue-fixture.ts'
import { storefrontClient } from '../../../support/storefront-client.ts'

describe('storefront API: access, context and catalogue', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend()
    await insertCatalogueFixture(backend.db)
  })
  afterAll(() => backend.stop({ removeData: true }))

  const post = (headers: Record<string, string>, body: unknown = { query: '{ products(first: 1) { nodes { id } } }' }) =>
    fetch(`${backend.url}/api/2022-07/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

  it('answers 401 when the storefront access token is missing', async () => {
    const response = await post({})
    expect(response.status).toBe(401)
    expect((await response.json()).data).toBeUndefined()
  })

  it('answers 401 when the storefront access token is wrong', async () => {
    expect((await post({ 'x-shopify-storefront-access-token': 'demo-token-xx' })).status).toBe(401)
  })

  it('answers a preflight request so browsers may call it', async () => {
    const response = await fetch(`${backend.url}/api/2022-07/graphql`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('x-shopify-storefront-access-token')
  })

  it('reports a document that does not fit the schema as a GraphQL error', async () => {
    const response = await post({ 'x-shopify-storefront-access-token': 'demo-token-de' }, { query: '{ shopName }' })
    expect(response.status).toBe(200)
    expect((await response.json()).errors[0].message).toMatch(/shopName/)
  })

  it('prices in the store currency by default: the Polish key gets zloty', async () => {
    const data = await storefrontClient(backend.url, 'demo-token-pl')(`query { product(handle: "${FIXTURE.thermometer.handle}") { variants(first: 1) { nodes { priceV2 { amount currencyCode } } } } }`)
    expect(data.product.variants.nodes[0].priceV2).toEqual({ amount: '129.00', currencyCode: 'PLN' })
  })

  it('lets @inContext(country:) decide the currency: PL zloty, GB pound, others euro', async () => {
    const call = storefrontClient(backend.url, 'demo-token-de')
    const price = async (country: string) =>
      (await call(`query Price @inContext(country: ${country}) { product(handle: "${FIXTURE.thermometer.handle}") { variants(first: 1) { nodes { price priceV2 { amount currencyCode } } } } }`))
        .product.variants.nodes[0]
    expect((await price('PL')).priceV2).toEqual({ amount: '129.00', currencyCode: 'PLN' })
    expect((await price('GB')).priceV2).toEqual({ amount: '25.99', currencyCode: 'GBP' })
    expect(await price('AT')).toEqual({ price: '29.99', priceV2: { amount: '29.99', currencyCode: 'EUR' } })
  })

  it('lets @inContext(language:) choose translated titles, falling back to English', async () => {
    const call = storefrontClient(backend.url, 'demo-token-gb')
    const title = async (language: string) => (await call(`query T($h: String!) @inContext(language: ${language}) { product(handle: $h) { title } }`, { h: FIXTURE.thermometer.handle })).product.title
    expect(await title('DE')).toBe('Ohrthermometer')
    expect(await title('FR')).toBe('Thermomètre auriculaire')
    expect(await title('IT')).toBe('Ear thermometer')
  })

  it('finds products by query and pages through them', async () => {
    const call = storefrontClient(backend.url)
    const found = await call('{ products(first: 10, query: "thermometer") { nodes { handle } } }')
    expect(found.products.nodes.map((product: { handle: string }) => product.handle)).toEqual([FIXTURE.thermometer.handle])
    const page1 = await call('{ products(first: 2) { nodes { handle } pageInfo { hasNextPage endCursor } } }')
    expect(page1.products.nodes).toHaveLength(2)
    expect(page1.products.pageInfo.hasNextPage).toBe(true)
    const page2 = await call('query P($after: String) { products(first: 2, after: $after) { nodes { handle } } }', { after: page1.products.pageInfo.endCursor })
    expect(page2.products.nodes[0].handle).not.toBe(page1.products.nodes[0].handle)
  })

  it('returns base64 global ids and resolves them, encoded or raw, through node(id:)', async () => {
    const call = storefrontClient(backend.url)
    const product = (await call(`{ product(handle: "${FIXTURE.bloodPressure.handle}") { id variants(first: 5) { nodes { id sku title availableForSale quantityAvailable product { handle } } } } }`)).product
    expect(Buffer.from(product.id, 'base64').toString()).toBe(`gid://shopify/Product/${FIXTURE.bloodPressure.productId}`)
    expect(product.variants.nodes.map((variant: { sku: string }) => variant.sku)).toEqual(['FX-9002-M', 'FX-9002-L'])
    const byEncoded = await call('query N($id: ID!) { node(id: $id) { id ... on ProductVariant { sku } } }', { id: variantGid(FIXTURE.bloodPressure.variantId) })
    expect(byEncoded.node.sku).toBe('FX-9002-M')
    const byRaw = await call('query N($id: ID!) { node(id: $id) { ... on Product { handle } } }', { id: `gid://shopify/Product/${FIXTURE.bloodPressure.productId}` })
    expect(byRaw.node.handle).toBe(FIXTURE.bloodPressure.handle)
    const byId = await call('query P($id: ID!) { product(id: $id) { handle } }', { id: product.id })
    expect(byId.product.handle).toBe(FIXTURE.bloodPressure.handle)
  })

  it('marks a variant not available online and a sold-out variant as not for sale', async () => {
    const call = storefrontClient(backend.url)
    const data = await call('query N($a: ID!, $b: ID!) { a: node(id: $a) { ... on ProductVariant { availableForSale quantityAvailable } } b: node(id: $b) { ... on ProductVariant { availableForSale quantityAvailable } } }', {
      a: variantGid(FIXTURE.offline.variantId), b: variantGid(FIXTURE.soldOut.variantId),
    })
    expect(data.a).toEqual({ availableForSale: false, quantityAvailable: 0 })
    expect(data.b).toEqual({ availableForSale: false, quantityAvailable: 0 })
  })

  it('fails the next call when a graphql fault is injected, then answers again', async () => {
    const admin = { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }
    await fetch(`${backend.url}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'graphql', mode: '500', count: 1 }) })
    expect((await post({ 'x-shopify-storefront-access-token': 'demo-token-de' })).status).toBe(500)
    expect((await post({ 'x-shopify-storefront-access-token': 'demo-token-de' })).status).toBe(200)
  })
})
