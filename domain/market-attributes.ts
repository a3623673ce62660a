import { sameGlobalId } from './global-id.ts'
import type { CustomAttribute } from './types.ts'

/** The cart line attributes (SPEC §3) whose values belong to a market: in its currency, by its rules. */
export type MarketAttributeKey = '_strikethrough_price' | '_recycling_class' | '_recycling_price'

/** What a product costs beside its price in one market, in that market's currency. */
export interface MarketAmounts {
  strikethroughPrice: number | null
  /** Strikethrough price per variant (its platform id), where a variant has its own. */
  variantStrikethroughPrices: Record<string, number | null>
  recyclingClass: string | null
  recyclingPrice: number | null
}

const valueOf = (amount: number | null) => (amount === null ? null : String(amount))

/** A line's market attributes from its product's amounts in the market; a product the market does not list has none. */
export function marketAttributesOf(amounts: MarketAmounts | undefined, variantId: string): Record<MarketAttributeKey, string | null> {
  const variantPrice = Object.entries(amounts?.variantStrikethroughPrices ?? {}).find(([id]) => sameGlobalId(id, variantId))?.[1]
  return {
    _strikethrough_price: valueOf(variantPrice ?? amounts?.strikethroughPrice ?? null),
    _recycling_class: amounts?.recyclingClass ?? null,
    _recycling_price: valueOf(amounts?.recyclingPrice ?? null),
  }
}

/**
 * A line's attributes with the values of the market it moves to: each attribute the catalogue names takes the
 * catalogue's value there, or is dropped where the catalogue has none (a price reduced only in the old market, a
 * fee that does not apply). The others (title, product, link) stay as they were.
 */
export function withMarketAttributes(attributes: CustomAttribute[], market: Record<string, string | null> | undefined): CustomAttribute[] {
  if (!market) return attributes
  const kept = attributes.filter((attribute) => !(attribute.key in market))
  const repriced = Object.entries(market).flatMap(([key, value]) => (value === null ? [] : [{ key, value }]))
  return [...kept, ...repriced]
}
