import type { CheckoutGateway } from './gateway.ts'

/** The calls every page makes on arrival: fetch the stored checkout, or create one. */
export type ArrivalCalls = Pick<CheckoutGateway, 'create' | 'fetch'>

/**
 * A gateway whose arrival calls go through `arrival`, and whose line changes and catalogue checks load their
 * implementation on first use. Every page fetches or creates the checkout; only a shopper who changes the cart
 * needs the GraphQL client with its normalized cache, so no page's first load carries it.
 */
export function deferredGateway(arrival: ArrivalCalls, load: () => Promise<CheckoutGateway>): CheckoutGateway {
  let loading: Promise<CheckoutGateway> | null = null
  // A load that failed (the shop was briefly unreachable) is tried again by the next change, not kept failing.
  const gateway = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    }))
  return {
    create: (lines, place) => arrival.create(lines, place),
    fetch: (checkoutId, place) => arrival.fetch(checkoutId, place),
    addLines: async (checkoutId, lines, place) => (await gateway()).addLines(checkoutId, lines, place),
    removeLines: async (checkoutId, lineIds, place) => (await gateway()).removeLines(checkoutId, lineIds, place),
    updateLines: async (checkoutId, lines, place) => (await gateway()).updateLines(checkoutId, lines, place),
    checkVariants: async (variantIds, place) => (await gateway()).checkVariants(variantIds, place),
  }
}
