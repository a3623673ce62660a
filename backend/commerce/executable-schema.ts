import { readFileSync } from 'node:fs'
import { buildSchema, isObjectType, lexicographicSortSchema, type GraphQLSchema } from 'graphql'
import type { ApiVersion } from './api-versions.ts'
import { cartNodeLoaders, cartResolvers } from './resolvers/cart.ts'
import { catalogueResolvers } from './resolvers/catalogue.ts'
import { checkoutMutationResolvers } from './resolvers/checkout-mutations.ts'
import { checkoutResolvers } from './resolvers/checkout.ts'
import { customerCountResolvers, customerResolvers } from './resolvers/customer.ts'
import { mailingAddressResolvers } from './resolvers/mailing-address.ts'
import { commonNodeLoaders, nodeResolvers } from './resolvers/node.ts'
import { orderPriceResolvers } from './resolvers/order-prices.ts'
import { orderResolvers } from './resolvers/order.ts'
import type { Resolvers } from './resolvers/types.ts'
import { variantPriceResolvers } from './resolvers/variant-prices.ts'

/** Each version's schema is `schema/common.graphql` plus `schema/{version}.graphql`; resolvers likewise. */
const sdl = (name: string) => readFileSync(new URL(`./schema/${name}.graphql`, import.meta.url), 'utf8')

const COMMON_RESOLVERS: Resolvers[] = [catalogueResolvers, checkoutResolvers, customerResolvers, mailingAddressResolvers, orderResolvers]

const VERSION_RESOLVERS: Record<ApiVersion, Resolvers[]> = {
  '2022-07': [checkoutMutationResolvers, variantPriceResolvers['2022-07'], orderPriceResolvers['2022-07'], nodeResolvers(commonNodeLoaders)],
  '2025-07': [cartResolvers, variantPriceResolvers['2025-07'], orderPriceResolvers['2025-07'], customerCountResolvers, nodeResolvers(new Map([...commonNodeLoaders, ...cartNodeLoaders]))],
}

function merge(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {}
  for (const map of maps) for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields }
  return merged
}

/**
 * A version's SDL schema with resolvers attached; a resolver for a field the SDL lacks is a start-up error, not a
 * silent no-op. Types and fields are sorted by name, as the platform lists them, whichever SDL file added them.
 */
export function commerceSchema(version: ApiVersion): GraphQLSchema {
  const schema = lexicographicSortSchema(buildSchema(`${sdl('common')}\n${sdl(version)}`))
  const resolvers = merge(...COMMON_RESOLVERS, ...VERSION_RESOLVERS[version])
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName)
    if (!isObjectType(type)) throw new Error(`Resolvers for unknown type ${typeName} in ${version}`)
    const schemaFields = type.getFields()
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const schemaField = schemaFields[fieldName]
      if (!schemaField) throw new Error(`Resolver for unknown field ${typeName}.${fieldName} in ${version}`)
      schemaField.resolve = resolve
    }
  }
  return schema
}
