import type { StockState } from '../seed/languages/vocabulary.ts'

export interface VariantStock {
  stock: number
  online: boolean
}

/** Fewer than this many items on hand reads "few in stock". */
const FEW_IN_STOCK_BELOW = 6

/**
 * Stock state of one variant. A sold-out variant of a product that still sells other variants, or whose delivery
 * is expected, is "back in stock shortly" (the size choice shows "soon available again").
 */
export function variantStockState(variant: VariantStock, siblings: VariantStock[], restockExpected: boolean): StockState {
  if (!variant.online) return 'not-available-online'
  if (variant.stock >= FEW_IN_STOCK_BELOW) return 'in-stock'
  if (variant.stock > 0) return 'few-in-stock'
  if (restockExpected || siblings.some((sibling) => sibling.online && sibling.stock > 0)) return 'back-soon'
  return 'sold-out'
}

const ORDER: StockState[] = ['in-stock', 'few-in-stock', 'back-soon', 'sold-out', 'not-available-online']

/** The product shows the best state of its variants. */
export function productStockState(variants: VariantStock[], restockExpected: boolean): StockState {
  if (variants.length === 0) return 'sold-out'
  const states = variants.map((variant) => variantStockState(variant, variants, restockExpected))
  return states.reduce((best, state) => (ORDER.indexOf(state) < ORDER.indexOf(best) ? state : best))
}
