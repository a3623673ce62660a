import type { StorefrontReply } from './reply.ts'

export type Variables = Record<string, unknown>

/** How a service sends one GraphQL operation, given as its document text, to the storefront API. */
export interface StorefrontTransport {
  query(document: string, variables: Variables): Promise<StorefrontReply>
  mutate(document: string, variables: Variables): Promise<StorefrontReply>
}
