import { fromPromise } from 'xstate'
import type { CartChange } from '../../domain/cart-changes.ts'
import type { CheckoutGateway, Place } from './gateway.ts'

type AtPlace<T> = { input: T & Place }

/** A line to re-value in a market: its variant and its catalogue product. */
interface MarketLine {
  variantId: string
  productId: string
}

/**
 * The market's own values of the line attributes that depend on it (strikethrough price, recycling fee), one
 * record per line asked about, from the catalogue of that market; it throws when the catalogue cannot be asked.
 */
export type MarketAttributesLookup = (lines: MarketLine[], place: Place) => Promise<Array<Record<string, string | null>>>

/** One cart change as the gateway call that makes it. */
function applyChange(gateway: CheckoutGateway, checkoutId: string, change: CartChange, place: Place) {
  switch (change.kind) {
    case 'add':
      return gateway.addLines(checkoutId, change.lines, place)
    case 'remove':
      return gateway.removeLines(checkoutId, change.lineIds, place)
    case 'update':
      return gateway.updateLines(checkoutId, change.lines, place)
  }
}

/**
 * The checkout machine's actors over a gateway: `checkoutMachine.provide({ actors: checkoutActors(gateway) })`.
 * With a market lookup, the catalogue check of a language or delivery-country change also re-values each line.
 */
export function checkoutActors(gateway: CheckoutGateway, marketAttributes?: MarketAttributesLookup) {
  return {
    fetchCheckout: fromPromise(({ input }: AtPlace<{ checkoutId: string }>) => gateway.fetch(input.checkoutId, input)),
    createCheckout: fromPromise(({ input }: AtPlace<{ lines: Parameters<CheckoutGateway['create']>[0] }>) => gateway.create(input.lines, input)),
    changeLines: fromPromise(({ input }: AtPlace<{ checkoutId: string; change: CartChange }>) => applyChange(gateway, input.checkoutId, input.change, input)),
    checkCatalogue: fromPromise(async ({ input }: AtPlace<{ variantIds: string[]; productIds: string[] }>) => {
      const lines = input.variantIds.map((variantId, index) => ({ variantId, productId: input.productIds[index] ?? '' }))
      const [variants, market] = await Promise.all([gateway.checkVariants(input.variantIds, input), marketAttributes && lines.length > 0 ? marketAttributes(lines, input) : undefined])
      return market ? variants.map((variant, index) => ({ ...variant, marketAttributes: market[index] ?? {} })) : variants
    }),
  }
}
