import { array, optional, string, type, type Infer } from 'superstruct'
import { moneyOf, type Money } from '../../domain/money.ts'
import type { CatalogueVariant, CheckoutReply, CustomAttribute, Result } from '../../domain/types.ts'
import { moneyOfReply, type MoneyV2 } from '../storefront/money.ts'
import type { CheckoutPlace } from '../../domain/checkout-gateway.ts'

/** What the checkout gateways of every API version read alike. */

/**
 * What the platform's discounts on a line (a bundle's saving) take off its total, in the line's currency; nothing
 * when there are none.
 */
export function discountOf(amounts: ReadonlyArray<Infer<typeof MoneyV2>>, price: Money): { discount?: Money } {
  const discount = moneyOf(amounts.reduce((sum, { amount }) => sum + Number(amount), 0), price.currencyCode)
  return discount.amount > 0 ? { discount } : {}
}

/** A variant's options as the platform names them (`size`, `colour`). */
export const SelectedOptions = optional(array(type({ name: string(), value: string() })))

/**
 * The size and colour a line's variant was bought in, as the platform words them in the asked language: the cart line
 * names them, so two colours of one product read as two different lines.
 */
export function variantOptionsOfLine(options: ReadonlyArray<{ name: string; value: string }> | undefined): { size?: string; colour?: string } {
  const valueOf = (...names: string[]) => options?.find((option) => names.includes(option.name.toLowerCase()))?.value
  const size = valueOf('size')
  const colour = valueOf('colour', 'color')
  return { ...(size ? { size } : {}), ...(colour ? { colour } : {}) }
}

/** `@inContext` values (SPEC §7 "Context options (country, language) are passed to queries"). */
export const inContextOf = (place: CheckoutPlace) => ({ country: place.country.toUpperCase(), language: place.language.toUpperCase() })

/** The catalogue product of a line: its `_id` attribute (SPEC §3), else the variant the platform names. */
export const productIdOf = (customAttributes: CustomAttribute[], fallback: string) => customAttributes.find((attribute) => attribute.key === '_id')?.value || fallback

/** A checkout the platform does not know (gone, or completed on the Cart API): SPEC §8 names it by the checkout query. */
export function fetchedCheckout(result: CheckoutReply): CheckoutReply {
  return !result.ok && result.failure.kind === 'missing' ? { ok: false, failure: { kind: 'missing', message: 'checkout is not defined' } } : result
}

/** Price and stock of each variant asked for, in order; one the platform does not answer is neither priced nor in stock. */
export function catalogueVariantsOf<N extends { availableForSale?: boolean } | null>(
  variantIds: string[],
  result: Result<N[]>,
  priceOf: (node: NonNullable<N>) => Infer<typeof MoneyV2> | undefined,
): CatalogueVariant[] {
  if (!result.ok) throw new Error(result.failure.message)
  return variantIds.map((variantId, index) => {
    const node = result.value[index]
    const price = node ? priceOf(node) : undefined
    return { variantId, price: price === undefined ? null : moneyOfReply(price), inStock: node?.availableForSale === true }
  })
}
