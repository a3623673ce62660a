import type { CheckoutLine } from '../../../domain/types.ts'
import { heldOf } from '../cart/purchase-room.ts'
import type { Bundle } from './bundle-model.ts'
import { isBuyable, type ProductModel } from './product-model.ts'

export const hasBuyableVariant = (product: ProductModel) => product.variants.some(isBuyable)

export interface BundleChoice {
  /** The product each slot puts into the cart, by slot id: null for an optional slot left empty or a slot with nothing to offer. */
  chosen: Record<string, string | null>
  /**
   * The purchase limit per household that keeps a product from being offered in a slot: the cart and the set's
   * other slots hold it already. Null while the product has room (or no limit).
   */
  limitHeld: (slotId: string, product: ProductModel) => number | null
}

const countOf = (ids: Array<string | null>) => {
  const counts = new Map<string, number>()
  for (const id of ids) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

/**
 * What the set puts into the cart: in each slot, in order, the shopper's pick while it is offered, else for a
 * required slot its first product offered. A product is offered while it can be bought and its purchase limit
 * per household (SPEC §9) leaves room beside what the cart holds and what the set's other slots take of it: the
 * platform refuses a set with one unit too many whole.
 */
export function chooseBundle(bundle: Bundle, picked: Readonly<Record<string, string | null>>, lines: readonly CheckoutLine[]): BundleChoice {
  const roomLeft = (product: ProductModel, taken: ReadonlyMap<string, number>) =>
    product.purchaseLimit === null ? Infinity : product.purchaseLimit - heldOf(lines, product.id) - (taken.get(product.id) ?? 0)
  const chosen: Record<string, string | null> = {}
  for (const slot of bundle.slots) {
    const takenBefore = countOf(Object.values(chosen))
    const offered = (product: ProductModel) => hasBuyableVariant(product) && roomLeft(product, takenBefore) >= 1
    const pick = slot.products.find((product) => product.id === picked[slot.id])
    chosen[slot.id] = pick && offered(pick) ? pick.id : slot.required ? (slot.products.find(offered)?.id ?? null) : null
  }
  const limitHeld = (slotId: string, product: ProductModel) => {
    const takenElsewhere = countOf(bundle.slots.filter((slot) => slot.id !== slotId).map((slot) => chosen[slot.id] ?? null))
    return product.purchaseLimit !== null && hasBuyableVariant(product) && roomLeft(product, takenElsewhere) < 1 ? product.purchaseLimit : null
  }
  return { chosen, limitHeld }
}
