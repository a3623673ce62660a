import type { ApiVersion } from '../api-versions.ts'
import type { Variant } from '../catalogue.ts'
import { formatCents, money } from '../money.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/**
 * A variant's price fields, which changed type between versions: 2022-07 has the deprecated `Money` strings
 * `price`/`compareAtPrice` beside the `MoneyV2` objects `priceV2`/`compareAtPriceV2`; 2025-07 has only
 * `price`/`compareAtPrice`, as `MoneyV2`.
 */
const compareAt = (variant: Variant) => (variant.compareAtCents === null ? null : money(variant.compareAtCents, variant.currency))
const price = (variant: Variant) => money(variant.priceCents ?? 0, variant.currency)

export const variantPriceResolvers: Record<ApiVersion, Resolvers> = {
  '2022-07': {
    ProductVariant: {
      compareAtPrice: field<Variant>((variant) => (variant.compareAtCents === null ? null : formatCents(variant.compareAtCents))),
      compareAtPriceV2: field<Variant>(compareAt),
      price: field<Variant>((variant) => formatCents(variant.priceCents ?? 0)),
      priceV2: field<Variant>(price),
    },
  },
  '2025-07': {
    ProductVariant: {
      compareAtPrice: field<Variant>(compareAt),
      price: field<Variant>(price),
    },
  },
}
