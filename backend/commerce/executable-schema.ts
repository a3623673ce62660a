import { readFileSync } from 'node:fs'
import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql'
import { catalogueResolvers } from './resolvers/catalogue.ts'
import { checkoutResolvers } from './resolvers/checkout.ts'
import { customerResolvers } from './resolvers/customer.ts'
import { mailingAddressResolvers } from './resolvers/mailing-address.ts'
import { nodeResolvers } from './resolvers/node.ts'
import { orderResolvers } from './resolvers/order.ts'
import type { Resolvers } from './resolvers/types.ts'

const SDL_PATH = new URL('./schema.graphql', import.meta.url)

function merge(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {}
  for (const map of maps) for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields }
  return merged
}

/** The SDL schema with resolvers attached; a resolver for a field the SDL lacks is a start-up error, not a silent no-op. */
export function commerceSchema(): GraphQLSchema {
  const schema = buildSchema(readFileSync(SDL_PATH, 'utf8'))
  const resolvers = merge(catalogueResolvers, checkoutResolvers, customerResolvers, mailingAddressResolvers, nodeResolvers, orderResolvers)
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName)
    if (!isObjectType(type)) throw new Error(`Resolvers for unknown type ${typeName}`)
    const schemaFields = type.getFields()
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const schemaField = schemaFields[fieldName]
      if (!schemaField) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`)
      schemaField.resolve = resolve
    }
  }
  return schema
}
