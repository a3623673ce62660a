import { getIntrospectionQuery, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { measureDocument, QUERY_LIMITS, queryLimitErrors } from '../../../../backend/commerce/query-limits.ts'
import { nestedQuery } from '../../../support/deep-storefront-query.ts'

const errorsOf = (query: string, variables: Record<string, unknown> = {}) => queryLimitErrors(parse(query), variables).map((error) => error.message)

describe('storefront query limits (the platform limits query cost and depth)', () => {
  it("lets the shop's own documents through: the cart with its 50 lines, orders with their line items, introspection", () => {
    const cart = `query ($id: ID!) { cart(id: $id) { id checkoutUrl lines(first: 50) { edges { node { id quantity attributes { key value }
      cost { amountPerQuantity { amount currencyCode } } merchandise { __typename ... on ProductVariant { id title image { url } product { id title } } } } } } } }`
    const orders = `query ($token: String!) { customer(customerAccessToken: $token) { orders(first: 50) { edges { node { name processedAt
      totalPriceV2 { amount currencyCode } lineItems(first: 50) { edges { node { title quantity variant { image { url } product { handle } } } } } } } } } }`
    for (const query of [cart, orders, getIntrospectionQuery()]) expect(errorsOf(query, { id: 'x', token: 'y' })).toEqual([])
    expect(measureDocument(parse(orders)).depth).toBe(10)
  })

  it('refuses a nested query of depth 8 or 10 for its cost, before it runs', () => {
    for (const depth of [8, 10] as const) {
      expect(measureDocument(parse(nestedQuery(depth, 1))).depth).toBe(depth)
      expect(errorsOf(nestedQuery(depth, 1))).toEqual([])
      expect(errorsOf(nestedQuery(depth, 250))).toEqual([expect.stringMatching(/^Query cost exceeds the maximum of 10000/)])
    }
  })

  it('reads the page size from variables and from ids lists', () => {
    const query = 'query ($n: Int!) { products(first: $n) { edges { node { variants(first: $n) { edges { node { id } } } } } } }'
    expect(errorsOf(query, { n: 5 })).toEqual([])
    expect(errorsOf(query, { n: 250 })).toHaveLength(1)
    const ids = Array.from({ length: 250 }, (_, i) => `id-${i}`)
    expect(errorsOf('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { variants(first: 250) { edges { node { id } } } } } }', { ids })).toHaveLength(1)
  })

  it('refuses a cheap query nested deeper than the limit', () => {
    let query = 'id'
    for (let i = 0; i < 5; i++) query = `variants(first: 1) { nodes { product { ${query} } } }`
    query = `{ product(id: "x") { ${query} } }`
    expect(measureDocument(parse(query)).depth).toBeGreaterThan(QUERY_LIMITS.maxDepth)
    expect(errorsOf(query)).toEqual([expect.stringMatching(/nested too deeply/)])
  })

  it('refuses a document with too many fields, however they are aliased', () => {
    const query = `{ ${Array.from({ length: 600 }, (_, i) => `a${i}: __typename`).join(' ')} }`
    expect(errorsOf(query)).toEqual([expect.stringMatching(/more than 500 fields/)])
  })

  it('refuses introspection that recurses through the schema', () => {
    const query = '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }'
    expect(errorsOf(query)).toEqual([expect.stringMatching(/Introspection nests more than 3 lists/)])
  })

  it('stops at a fragment cycle instead of following it for ever (validation names the cycle later)', () => {
    const query = '{ products(first: 1) { ...A } } fragment A on ProductConnection { edges { node { id } } ...B } fragment B on ProductConnection { ...A }'
    expect(errorsOf(query)).toEqual([])
  })

  it('counts fragments where they are spread: a fragment used under many items costs for each', () => {
    const query = '{ products(first: 250) { edges { node { ...V } } } } fragment V on Product { variants(first: 250) { edges { node { id } } } }'
    expect(errorsOf(query)).toHaveLength(1)
  })
})
