import { exchange, type HttpReply } from '../http.ts'
import { storefrontEndpoint, storefrontHeaders, type StorefrontSettings } from './endpoint.ts'
import type { StorefrontReply } from './reply.ts'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const networkFailure = (message: string, status?: number): StorefrontReply => ({
  error: { message: `[Network] ${message}`, graphQLErrors: [], networkError: new Error(message), response: status ? { status } : undefined },
})

/** An HTTP reply read as a GraphQL reply: top-level errors first, then data, else a network failure. */
function storefrontReplyOf(reply: HttpReply): StorefrontReply {
  if (reply.status === 0) return networkFailure(reply.statusText)
  const body = isRecord(reply.body) ? reply.body : null
  const errors = Array.isArray(body?.errors) ? body.errors : []
  const data = isRecord(body?.data) ? body.data : null
  if (errors.length > 0) {
    const graphQLErrors = errors.map((error) => ({
      message: isRecord(error) && typeof error.message === 'string' ? error.message : 'Unknown GraphQL error',
      // The error's code (THROTTLED) is all the shop reads of its extensions.
      ...(isRecord(error) && isRecord(error.extensions) ? { extensions: { code: error.extensions.code } } : {}),
    }))
    return { data, error: { message: `[GraphQL] ${graphQLErrors[0]!.message}`, graphQLErrors, response: { status: reply.status } } }
  }
  if (!reply.ok || !data) return networkFailure(reply.statusText || `HTTP ${reply.status}`, reply.status)
  return { data }
}

export type Variables = Record<string, unknown>

/** How a service sends one GraphQL operation, given as its document text, to the storefront API. */
export interface StorefrontTransport {
  query(document: string, variables: Variables): Promise<StorefrontReply>
  mutate(document: string, variables: Variables): Promise<StorefrontReply>
}

/**
 * The shop's one way to the storefront API, in the browser and on the server: one JSON POST per operation
 * (SPEC §7), without a client or cache, each giving up after the default exchange timeout. The checkout
 * machine shows the shopper's changes before the platform answers, and every answer replaces the whole cart,
 * so a normalized cache would have nothing to add (docs/adr/0009).
 */
export function storefrontTransport(settings: StorefrontSettings): StorefrontTransport {
  const send = async (document: string, variables: Variables) =>
    storefrontReplyOf(
      await exchange(settings.fetch ?? fetch, storefrontEndpoint(settings), {
        method: 'POST',
        headers: storefrontHeaders(settings.storefrontAccessKey),
        body: JSON.stringify({ query: document, variables }),
      }),
    )
  return { query: send, mutate: send }
}
