import { productById, variantById } from '../catalogue.ts'
import { checkoutByToken, checkoutTokenOf, lineById } from '../checkouts.ts'
import type { CommerceContext } from '../context.ts'
import { decodeId } from '../ids.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/**
 * `node(id:)` for the types a storefront looks up by id. Orders and addresses are reached through the customer
 * (with an access token) only, so their serial ids cannot be used to read other people's data.
 */
async function loadNode(id: string, context: CommerceContext): Promise<object | null> {
  const decoded = decodeId(id)
  if (!decoded) return null
  const numeric = /^\d{1,9}$/.test(decoded.key) ? Number(decoded.key) : undefined
  switch (decoded.type) {
    case 'Product': {
      const product = numeric === undefined ? undefined : await productById(context.db, numeric, context.language)
      return product ? { ...product, __typename: 'Product' } : null
    }
    case 'ProductVariant': {
      const variant = numeric === undefined ? undefined : await variantById(context.db, numeric, context.currency, context.language)
      return variant ? { ...variant, __typename: 'ProductVariant' } : null
    }
    case 'Checkout': {
      const token = checkoutTokenOf(id)
      const checkout = token ? await checkoutByToken(context.db, token) : undefined
      return checkout ? { ...checkout, __typename: 'Checkout' } : null
    }
    case 'CheckoutLineItem': {
      const line = numeric === undefined ? undefined : await lineById(context.db, numeric)
      const checkout = line ? await checkoutByToken(context.db, line.checkoutToken) : undefined
      return line && checkout ? { line, checkout, __typename: 'CheckoutLineItem' } : null
    }
    default:
      return null
  }
}

export const nodeResolvers: Resolvers = {
  QueryRoot: {
    node: field<unknown, { id: string }>((_, { id }, context) => loadNode(id, context)),
    nodes: field<unknown, { ids: string[] }>((_, { ids }, context) => Promise.all(ids.map((id) => loadNode(id, context)))),
  },
}
