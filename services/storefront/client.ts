import { Client, fetchExchange, type AnyVariables, type DocumentInput } from '@urql/core'
import { cacheExchange, type Cache, type OptimisticMutationConfig } from '@urql/exchange-graphcache'
import { storefrontEndpoint, storefrontHeaders, type StorefrontSettings } from './endpoint.ts'
import type { StorefrontReply } from './reply.ts'
import type { StorefrontTransport } from './transport.ts'

/** Types without an id of their own are embedded in their parent in the normalized cache. */
const EMBEDDED = [
  'MoneyV2', 'Attribute', 'Image', 'CheckoutUserError', 'CustomerUserError', 'UserError', 'CustomerAccessToken', 'PageInfo',
  'CheckoutLineItemConnection', 'CheckoutLineItemEdge', 'MailingAddressConnection', 'MailingAddressEdge', 'OrderConnection', 'OrderEdge',
  'OrderLineItem', 'OrderLineItemConnection', 'OrderLineItemEdge', 'Fulfillment', 'FulfillmentTrackingInfo', 'SelectedOption',
  'CheckoutBuyerIdentity', 'CheckoutCreatePayload', 'CheckoutLineItemsAddPayload', 'CheckoutLineItemsRemovePayload',
  'CheckoutLineItemsUpdatePayload', 'CustomerAccessTokenCreatePayload', 'CustomerAccessTokenDeletePayload', 'CustomerCreatePayload',
  'CustomerRecoverPayload', 'CustomerResetPayload', 'CustomerUpdatePayload', 'CustomerActivateByUrlPayload',
  'CustomerAddressCreatePayload', 'CustomerAddressUpdatePayload', 'CustomerDefaultAddressUpdatePayload',
  // The Cart API (2025-07): a cart and its lines have ids; their costs, connections and payloads do not.
  'CartUserError', 'CartWarning', 'CartCost', 'CartLineCost', 'CartBuyerIdentity', 'BaseCartLineConnection', 'BaseCartLineEdge',
  'CartCreatePayload', 'CartLinesAddPayload', 'CartLinesUpdatePayload', 'CartLinesRemovePayload',
]

interface CachedLine {
  __typename: 'CheckoutLineItemEdge'
  node: { __typename: 'CheckoutLineItem'; id: string; quantity: number; [field: string]: unknown }
}

/** The cached line edges of a checkout, for the optimistic answers below. */
function cachedLines(cache: Cache, checkoutId: string): CachedLine[] {
  const connection = cache.resolve({ __typename: 'Checkout', id: checkoutId }, 'lineItems', { first: 50 }) as string | null
  const edges = connection ? ((cache.resolve(connection, 'edges') as string[] | null) ?? []) : []
  return edges.map((edge) => {
    const node = cache.resolve(edge, 'node') as string
    return {
      __typename: 'CheckoutLineItemEdge',
      node: { __typename: 'CheckoutLineItem', id: cache.resolve(node, 'id') as string, quantity: cache.resolve(node, 'quantity') as number },
    }
  })
}

/**
 * Optimistic cart line changes: the cart shows a removed line gone and an updated quantity at once, and
 * the platform's answer replaces the guess (graphcache rolls back if the mutation fails).
 */
const optimistic: OptimisticMutationConfig = {
  checkoutLineItemsRemove: (args, cache) => {
    const checkoutId = String(args.checkoutId)
    const removed = new Set((args.lineItemIds as string[]) ?? [])
    const edges = cachedLines(cache, checkoutId).filter((edge) => !removed.has(edge.node.id))
    return {
      __typename: 'CheckoutLineItemsRemovePayload',
      checkoutUserErrors: [],
      checkout: { __typename: 'Checkout', id: checkoutId, lineItems: { __typename: 'CheckoutLineItemConnection', edges } },
    }
  },
  checkoutLineItemsUpdate: (args, cache) => {
    const checkoutId = String(args.checkoutId)
    const updates = new Map(((args.lineItems as Array<{ id: string; quantity: number }>) ?? []).map((line) => [line.id, line.quantity]))
    const edges = cachedLines(cache, checkoutId)
      .map((edge) => (updates.has(edge.node.id) ? { ...edge, node: { ...edge.node, quantity: updates.get(edge.node.id)! } } : edge))
      .filter((edge) => edge.node.quantity > 0)
    return {
      __typename: 'CheckoutLineItemsUpdatePayload',
      checkoutUserErrors: [],
      checkout: { __typename: 'Checkout', id: checkoutId, lineItems: { __typename: 'CheckoutLineItemConnection', edges } },
    }
  },
}

/** One urql client per store and request (server) or per tab (browser): POST only, normalized cache. */
export function createStorefrontClient(settings: StorefrontSettings): Client {
  return new Client({
    url: storefrontEndpoint(settings),
    // SPEC §7: every call is a POST; @urql/core 6 would send queries as GET.
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetch: settings.fetch,
    fetchOptions: () => ({ headers: storefrontHeaders(settings.storefrontAccessKey) }),
    exchanges: [cacheExchange({ keys: Object.fromEntries(EMBEDDED.map((name) => [name, () => null])), optimistic }), fetchExchange],
  })
}

export function runQuery(client: Client, document: DocumentInput<Record<string, unknown>, AnyVariables>, variables: AnyVariables) {
  return client.query(document, variables).toPromise() as Promise<StorefrontReply>
}

export function runMutation(client: Client, document: DocumentInput<Record<string, unknown>, AnyVariables>, variables: AnyVariables) {
  return client.mutation(document, variables).toPromise() as Promise<StorefrontReply>
}

/** The client as a transport, for services that are written against document text. */
export function urqlTransport(client: Client): StorefrontTransport {
  return { query: (document, variables) => runQuery(client, document, variables), mutate: (document, variables) => runMutation(client, document, variables) }
}
