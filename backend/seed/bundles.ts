/** A bundle of the demo catalogue: one product per slot, and the saving a complete set earns in the cart. */
export interface BundleDefinition {
  id: string
  /** Off every product of a complete set. */
  discountPercent: number
  slots: Array<{ id: 'monitor' | 'cuff' | 'extra'; required: boolean; productIds: number[] }>
}

export const BUNDLES: readonly BundleDefinition[] = [
  {
    id: 'bp-starter',
    discountPercent: 10,
    slots: [
      { id: 'monitor', required: true, productIds: [1045, 1046, 1050, 1071] },
      { id: 'cuff', required: true, productIds: [1099, 1100, 1101] },
      { id: 'extra', required: false, productIds: [1107, 1108] },
    ],
  },
]
