import { BUNDLES, type BundleDefinition } from '../seed/bundles.ts'

/** The line attribute that marks a line as part of a bundle: the bundle's id. */
export const BUNDLE_ATTRIBUTE = '_bundle'

export interface BundleLine {
  id: number
  productId: number | undefined
  quantity: number
  unitCents: number
  customAttributes: ReadonlyArray<{ key: string; value: string | null }>
}

const bundleOf = (line: BundleLine): BundleDefinition | undefined => {
  const id = line.customAttributes.find((attribute) => attribute.key === BUNDLE_ATTRIBUTE)?.value
  return id ? BUNDLES.find((bundle) => bundle.id === id) : undefined
}

/**
 * A bundle's saving, as the platform's automatic discount for bundles gives it: the lines marked with a bundle's
 * id earn its percentage on as many units as the cart holds complete sets of it (a product of every required
 * slot). Half a set earns nothing, and a second monitor beside one cuff is at its full price. Cents off per line.
 */
export function bundleSavings(lines: readonly BundleLine[]): Map<number, number> {
  const savings = new Map<number, number>()
  for (const bundle of BUNDLES) {
    const marked = lines.filter((line) => bundleOf(line) === bundle)
    const unitsIn = (productIds: number[]) =>
      marked.filter((line) => line.productId !== undefined && productIds.includes(line.productId)).reduce((sum, line) => sum + line.quantity, 0)
    const sets = Math.min(...bundle.slots.filter((slot) => slot.required).map((slot) => unitsIn(slot.productIds)))
    if (!Number.isFinite(sets) || sets <= 0) continue
    for (const slot of bundle.slots) {
      let units = sets
      for (const line of marked.filter((candidate) => candidate.productId !== undefined && slot.productIds.includes(candidate.productId))) {
        const discounted = Math.min(units, line.quantity)
        units -= discounted
        if (discounted > 0) savings.set(line.id, (savings.get(line.id) ?? 0) + Math.round((line.unitCents * discounted * bundle.discountPercent) / 100))
      }
    }
  }
  return savings
}
