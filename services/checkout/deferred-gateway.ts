import type { CheckoutGateway } from './gateway.ts'

/**
 * A gateway whose implementation is loaded on its first call. The checkout starts only after the page has
 * hydrated, so the GraphQL client need not be part of any page's first-load JavaScript.
 */
export function deferredGateway(load: () => Promise<CheckoutGateway>): CheckoutGateway {
  let loading: Promise<CheckoutGateway> | null = null
  const gateway = () => (loading ??= load())
  return {
    create: async (lines, place) => (await gateway()).create(lines, place),
    fetch: async (checkoutId, place) => (await gateway()).fetch(checkoutId, place),
    addLines: async (checkoutId, lines, place) => (await gateway()).addLines(checkoutId, lines, place),
    removeLines: async (checkoutId, lineIds, place) => (await gateway()).removeLines(checkoutId, lineIds, place),
    updateLines: async (checkoutId, lines, place) => (await gateway()).updateLines(checkoutId, lines, place),
    checkVariants: async (variantIds, place) => (await gateway()).checkVariants(variantIds, place),
  }
}
