import type { Database } from '../db/database.ts'
import { editionOf } from './context.ts'

/**
 * The shipping rule of a market, from the cart-shipping snippet of its edition (SPEC §3, §9): the same data the
 * shop's cart reads, so the cart and the hosted checkout charge alike.
 */
export interface ShippingRule {
  priceCents: number
  orderMinCents: number
  /** Catalogue product ids that make the whole order ship free. */
  freeShippingProducts: string[]
}

const toCents = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null)

interface SnippetRow {
  data: { config?: { top?: { elements?: Array<{ component?: string; properties?: { content?: { rate?: { price?: unknown; orderMinPrice?: unknown }; freeShippingProducts?: unknown } } }> } } }
}

/** The store's rule, or null when its edition has no cart-shipping snippet (then shipping is free). */
export async function shippingRuleOf(db: Database, storeCode: string): Promise<ShippingRule | null> {
  const { rows } = await db.query<SnippetRow>(`SELECT data FROM content_snippets WHERE snippet_id = 'cart-shipping' AND edition = $1`, [editionOf(storeCode)])
  const content = rows[0]?.data.config?.top?.elements?.find((element) => element.component === 'cart-shipping')?.properties?.content
  const orderMinCents = toCents(content?.rate?.orderMinPrice)
  if (orderMinCents === null) return null
  const products = Array.isArray(content?.freeShippingProducts) ? content.freeShippingProducts : []
  return { priceCents: toCents(content?.rate?.price) ?? 0, orderMinCents, freeShippingProducts: products.map(String) }
}

/** SPEC §9: free when the subtotal reaches orderMinPrice or a free-shipping product is in the order, else the rate's price. */
export function shippingCentsOf(rule: ShippingRule | null, subtotalCents: number, productIds: ReadonlyArray<number | string>): number {
  if (!rule || productIds.length === 0) return 0
  const free = subtotalCents >= rule.orderMinCents || productIds.some((id) => rule.freeShippingProducts.includes(String(id)))
  return free ? 0 : rule.priceCents
}
