import { marketAttributesOf, type MarketAmounts } from '../../domain/market-attributes.ts'
import type { Result } from '../../domain/types.ts'
import type { MarketAttributesLookup } from '../../machines/checkout.machine.ts'

/** The amounts of products in the market a checkout moves to, by catalogue product id. */
export type MarketAmountsOf = (productIds: string[]) => Promise<Result<Record<string, MarketAmounts>>>

/**
 * The market lookup of a checkout's move: each line's strikethrough price and recycling fee in the new market,
 * from its catalogue. A catalogue that cannot be asked fails the lookup, so the cart stays where it was.
 */
export function marketAttributesLookup(amountsOf: MarketAmountsOf): MarketAttributesLookup {
  return async (lines) => {
    const reply = await amountsOf([...new Set(lines.map((line) => line.productId))])
    if (!reply.ok) throw new Error(reply.failure.message)
    return lines.map((line) => marketAttributesOf(reply.value[line.productId], line.variantId))
  }
}
