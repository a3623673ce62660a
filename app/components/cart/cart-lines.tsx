import type { CheckoutLine } from '../../../domain/types.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { CartLine } from './cart-line.tsx'

export interface CartLinesProps {
  lines: CheckoutLine[]
  /** A line the platform has not confirmed yet cannot be changed until it has. */
  settling: (line: CheckoutLine) => boolean
  compact?: boolean
  onQuantityChange: (line: CheckoutLine, quantity: number) => void
  onRemove: (line: CheckoutLine) => void
}

/** The cart's lines, or 'Your cart is empty'. */
export function CartLines({ lines, settling, compact = false, onQuantityChange, onRemove }: CartLinesProps) {
  const { LL } = useI18nContext()
  if (lines.length === 0) return <p className="cart-empty">{LL.CART_EMPTY()}</p>
  return (
    <ul className="cart-lines" aria-label={LL.CART_ITEMS({ count: lines.reduce((sum, line) => sum + line.quantity, 0) })}>
      {lines.map((line) => (
        <CartLine key={line.id} line={line} busy={settling(line)} compact={compact} onQuantityChange={onQuantityChange} onRemove={onRemove} />
      ))}
    </ul>
  )
}
