import type { MarketAttributeKey } from '../../../domain/market-attributes.ts'
import { purchaseLimitOf } from '../../../domain/purchase-limit.ts'
import type { CheckoutLine, CustomAttribute } from '../../../domain/types.ts'
import { heldOf } from './purchase-room.ts'

/**
 * The custom attribute keys a cart line carries (SPEC §3 "Cart line"), and the purchase limit per household its
 * product had when it was added: a line of the platform knows no limit, and the cart offers no more than it.
 */
export type LineAttributeKey = '_url' | '_title' | '_id' | '_trackingProduct' | '_purchase_limit' | MarketAttributeKey

export function attributeOf(line: Pick<CheckoutLine, 'customAttributes'>, key: LineAttributeKey): string | undefined {
  return line.customAttributes.find((attribute) => attribute.key === key)?.value || undefined
}

/** An amount attribute (money) as a number; absent, empty or unreadable values count as none. */
export function amountAttributeOf(line: Pick<CheckoutLine, 'customAttributes'>, key: LineAttributeKey): number | null {
  const value = attributeOf(line, key)
  if (value === undefined) return null
  const amount = Number(value)
  return Number.isFinite(amount) ? amount : null
}

export interface LineAttributeSource {
  url: string
  title: string
  productId: string
  strikethroughPrice: number | null
  trackingProduct: string
  recyclingClass: string | null
  recyclingPrice: number | null
  purchaseLimit: number | null
}

/** Builds the attributes a new line is sent with; empty values are left out. */
export function lineAttributes(source: LineAttributeSource): CustomAttribute[] {
  const pairs: Array<[LineAttributeKey, string | null]> = [
    ['_url', source.url],
    ['_title', source.title],
    ['_id', source.productId],
    ['_strikethrough_price', source.strikethroughPrice === null ? null : String(source.strikethroughPrice)],
    ['_trackingProduct', source.trackingProduct],
    ['_recycling_class', source.recyclingClass],
    ['_recycling_price', source.recyclingPrice === null ? null : String(source.recyclingPrice)],
    ['_purchase_limit', source.purchaseLimit === null ? null : String(source.purchaseLimit)],
  ]
  return pairs.flatMap(([key, value]) => (value ? [{ key, value }] : []))
}

/** How far a line may go under its product's purchase limit per household, which counts every line of the product. */
export interface LineLimit {
  /** The limit per household (SPEC §9). */
  limit: number
  /** The most this line may hold: what it holds and what the product's other lines leave. */
  max: number
  /** The product's lines together hold the limit: no line of it offers more. */
  reached: boolean
}

/** Each line's room under its product's purchase limit, or null for a line whose product has none (or an unreadable one). */
export function lineLimitsOf(lines: readonly CheckoutLine[]): Array<LineLimit | null> {
  return lines.map((line) => {
    const limit = purchaseLimitOf(amountAttributeOf(line, '_purchase_limit'))
    if (limit === null) return null
    const total = heldOf(lines, line.productId)
    return { limit, max: line.quantity + Math.max(0, limit - total), reached: total >= limit }
  })
}
