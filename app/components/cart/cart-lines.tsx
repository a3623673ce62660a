import { lineKeysOf } from '../../../domain/cart-changes.ts'
import type { CheckoutLine } from '../../../domain/types.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useRef } from 'react'
import { CartLine } from './cart-line.tsx'
import { lineLimitsOf } from './line-attributes.ts'
import { useFocusAfterRemoval } from '../use-focus-after-removal.ts'

export interface CartLinesProps {
  lines: CheckoutLine[]
  /** A line the platform has not confirmed yet cannot be changed until it has. */
  settling: (line: CheckoutLine) => boolean
  compact?: boolean
  /** The cart cannot be loaded: the lines are the last known ones, and an empty list is unknown, not empty. */
  unavailable?: boolean
  /** A stored cart is being loaded: no lines yet is not an empty cart. */
  loading?: boolean
  onQuantityChange: (line: CheckoutLine, quantity: number) => void
  onRemove: (line: CheckoutLine) => void
}

/**
 * The cart's lines, or 'Your cart is empty'; while a stored cart loads, that it loads; while the cart cannot be
 * loaded, that it cannot, and the lines it last held.
 */
export function CartLines({ lines, settling, compact = false, unavailable = false, loading = false, onQuantityChange, onRemove }: CartLinesProps) {
  const { LL } = useI18nContext()
  const list = useRef<HTMLUListElement>(null)
  const empty = useRef<HTMLParagraphElement>(null)
  const markRemoval = useFocusAfterRemoval(list, '.cart-line__remove', empty, lines.length)
  const outage = unavailable ? (
    <p className="cart-unavailable" role="status">
      {LL.CART_UNAVAILABLE()} {lines.length > 0 ? LL.CART_LAST_KNOWN() : null}
    </p>
  ) : null
  if (lines.length === 0 && loading && !outage) {
    return (
      <p className="cart-loading" role="status">
        {LL.LOADING()}
      </p>
    )
  }
  if (lines.length === 0)
    return (
      outage ?? (
        <p ref={empty} className="cart-empty" tabIndex={-1}>
          {LL.CART_EMPTY()}
        </p>
      )
    )
  const keys = lineKeysOf(lines)
  const limits = lineLimitsOf(lines)
  return (
    <>
      {outage}
      <ul ref={list} className="cart-lines" aria-label={LL.CART_ITEMS({ count: lines.reduce((sum, line) => sum + line.quantity, 0) })}>
        {lines.map((line, index) => (
          <CartLine
            key={keys[index]}
            line={line}
            limit={limits[index] ?? null}
            busy={settling(line)}
            compact={compact}
            onQuantityChange={onQuantityChange}
            onRemove={(removed) => {
              markRemoval(index)
              onRemove(removed)
            }}
          />
        ))}
      </ul>
    </>
  )
}
