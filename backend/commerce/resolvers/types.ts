import type { GraphQLFieldResolver } from 'graphql'
import type { CommerceContext } from '../context.ts'

/** Resolvers by type and field, attached to the SDL schema by `executable-schema.ts`. */
export type FieldResolver = GraphQLFieldResolver<unknown, CommerceContext>
export type Resolvers = Record<string, Record<string, FieldResolver>>

/** Types one resolver's source and arguments; GraphQL validated both against the schema before the call. */
export function field<Source, Args = Record<string, never>>(resolve: (source: Source, args: Args, context: CommerceContext) => unknown): FieldResolver {
  return (source, args, context) => resolve(source as Source, args as Args, context)
}
