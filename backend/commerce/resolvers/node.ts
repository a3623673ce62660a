import { productById, variantById } from '../catalogue.ts'
import { checkoutByToken, checkoutTokenOf, lineById, pricedLines } from '../checkouts.ts'
import type { CommerceContext } from '../context.ts'
import { decodeId, type DecodedId } from '../ids.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/**
 * `node(id:)` for the types a storefront looks up by id. Orders and addresses are reached through the customer
 * (with an access token) only, so their serial ids cannot be used to read other people's data. Each API version
 * passes the loaders of the types its schema has: a type the version lacks is not found.
 */
export type NodeLoader = (decoded: DecodedId, id: string, context: CommerceContext) => Promise<object | null>
export type NodeLoaders = ReadonlyMap<string, NodeLoader>

export const numericKey = (key: string) => (/^\d{1,9}$/.test(key) ? Number(key) : undefined)

/** Catalogue and checkout nodes, which every version has. */
export const commonNodeLoaders: NodeLoaders = new Map<string, NodeLoader>([
  ['Product', async ({ key }, _, context) => {
    const numeric = numericKey(key)
    const product = numeric === undefined ? undefined : await productById(context.db, numeric, context.language)
    return product ? { ...product, __typename: 'Product' } : null
  }],
  ['ProductVariant', async ({ key }, _, context) => {
    const numeric = numericKey(key)
    const variant = numeric === undefined ? undefined : await variantById(context.db, numeric, context.currency, context.language)
    return variant ? { ...variant, __typename: 'ProductVariant' } : null
  }],
  ['Checkout', async (_, id, context) => {
    const token = checkoutTokenOf(id)
    const checkout = token ? await checkoutByToken(context.db, token) : undefined
    return checkout ? { ...checkout, __typename: 'Checkout' } : null
  }],
  ['CheckoutLineItem', async ({ key }, _, context) => {
    const numeric = numericKey(key)
    const line = numeric === undefined ? undefined : await lineById(context.db, numeric)
    const checkout = line ? await checkoutByToken(context.db, line.checkoutToken) : undefined
    if (!line || !checkout) return null
    const discountCents = (await pricedLines(context.db, checkout)).find((priced) => priced.line.id === line.id)?.discountCents ?? 0
    return { line, checkout, discountCents, __typename: 'CheckoutLineItem' }
  }],
])

export function nodeResolvers(loaders: NodeLoaders): Resolvers {
  const load = async (id: string, context: CommerceContext): Promise<object | null> => {
    const decoded = decodeId(id)
    const loader = decoded && loaders.get(decoded.type)
    return decoded && loader ? loader(decoded, id, context) : null
  }
  return {
    QueryRoot: {
      node: field<unknown, { id: string }>((_, { id }, context) => load(id, context)),
      nodes: field<unknown, { ids: string[] }>((_, { ids }, context) => Promise.all(ids.map((id) => load(id, context)))),
    },
  }
}
