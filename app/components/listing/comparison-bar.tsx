import { useRef } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { ProductTileModel } from '../product-tile/product-tile-model.ts'
import { COMPARE_MAX } from './comparison.ts'
import { useFocusClearOf } from './use-focus-clear-of.ts'

interface ComparisonBarProps {
  products: readonly ProductTileModel[]
  onCompare: () => void
  onClear: () => void
  /** The shopper heads for the compare button: the comparison can start loading. */
  onApproach: () => void
}

/** Shows which tiles are picked for comparison; comparing needs at least two. */
export function ComparisonBar({ products, onCompare, onClear, onApproach }: ComparisonBarProps) {
  const { LL } = useI18nContext()
  const barRef = useRef<HTMLElement>(null)
  useFocusClearOf(barRef)
  if (products.length === 0) return null
  return (
    <aside ref={barRef} className="comparison-bar" aria-label={LL.COMPARE_PRODUCTS()}>
      <p className="comparison-bar__hint">{LL.COMPARE_LIMIT({ max: COMPARE_MAX })}</p>
      <ul className="comparison-bar__list">
        {products.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
      <button type="button" className="button" disabled={products.length < 2} onPointerEnter={onApproach} onFocus={onApproach} onClick={onCompare}>
        {LL.COMPARE_COUNT({ count: products.length })}
      </button>
      <button type="button" className="button button--secondary" onClick={onClear}>
        {LL.COMPARE_CLEAR()}
      </button>
    </aside>
  )
}
