import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react'
import { lineCounts } from '../../../domain/checkout-counts.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useCheckoutView } from './cart-source.ts'
import { useShownLines } from './shown-lines.ts'

// The flyout is loaded when first opened, so its lines, summary and checkout modals stay out of the first load.
const CartFlyout = lazy(() => import('./cart-flyout.tsx').then((module) => ({ default: module.CartFlyout })))

/**
 * The header's cart button: the total quantity in its bubble and its name, the number of distinct products in
 * its description; it opens the cart flyout (the header's `cartEntry` slot).
 */
export function CartEntry({ catalogueMode = false }: { catalogueMode?: boolean }) {
  const { LL } = useI18nContext()
  // The counts only: the cart's totals and shipping come with the flyout.
  const { lines } = useShownLines(useCheckoutView())
  const totals = useMemo(() => lineCounts(lines), [lines])
  const [open, setOpen] = useState(false)
  const flyoutId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
  return (
    <div className="cart-entry">
      <button ref={button} type="button" className="header-icon header-icon--cart" aria-expanded={open} aria-controls={flyoutId} onClick={() => setOpen((current) => !current)}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M3 4h2l2 11h12l2-8H7" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="9" cy="20" r="1.5" fill="currentColor" />
          <circle cx="18" cy="20" r="1.5" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{LL.CART_WITH_COUNT({ count: totals.totalQuantity })}</span>
        {totals.totalQuantity > 0 ? (
          <span className="bubble" aria-hidden="true" data-distinct-products={totals.distinctProducts}>
            {totals.totalQuantity}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartFlyout id={flyoutId} open={open} onClose={close} catalogueMode={catalogueMode} />
        </Suspense>
      ) : null}
    </div>
  )
}
