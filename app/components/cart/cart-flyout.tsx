import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { CART_FLYOUT_SHADOW_AFTER_ITEMS } from '../../../domain/constants.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useShop } from '../content/shop-context.tsx'
import { CartCheckout } from './cart-checkout.tsx'
import { CartError } from './cart-error.tsx'
import { CartLines } from './cart-lines.tsx'
import { CartSummary } from './cart-summary.tsx'
import { useCart } from './use-cart.ts'
import { vatTextKey } from './vat-text.ts'
import { ContentLink } from '../content/content-link.tsx'
import { CloseButton } from '../close-button.tsx'
import { trapTab } from '../modal/focusable.ts'

export interface CartFlyoutProps {
  open: boolean
  onClose: () => void
  /** The id the header's cart button points at with aria-controls. */
  id?: string
  /** Catalogue mode hides cart actions (SPEC §4); the header may pass the page's setting. */
  catalogueMode?: boolean
}

/**
 * The cart flyout under the header's cart button: lines, totals, view cart and checkout. The list gets a
 * shadow when more than 3 items are in it (SPEC §9). It covers the page under it, so it is a modal dialog: focus
 * moves into it when it opens, Tab stays inside, Escape or its close button close it and the header's cart button
 * takes the focus back.
 */
export function CartFlyout({ open, onClose, id, catalogueMode = false }: CartFlyoutProps) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const cart = useCart()
  const headingId = useId()
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    panel.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      // Over the page, the open flyout keeps Tab among its own lines and buttons; a modal opened from it keeps its own.
      else if (panel.current && !(event.target instanceof Element && event.target.closest('dialog'))) trapTab(event, panel.current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, onClose])

  // SPEC §4: open layers close on a route change. One the shopper starts (the flyout's own links, the browser's
  // back) closes it; a page that was already on its way when the flyout was opened does not. Here, in the flyout's
  // own chunk, rather than in the header's button, which every page loads.
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (change) => {
        if (change.pathChanged) onClose()
      }),
    [router, onClose],
  )

  if (!open) return null
  const shadow = cart.lines.length > CART_FLYOUT_SHADOW_AFTER_ITEMS
  return (
    <section ref={panel} id={id} className="cart-flyout" role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1}>
      <div className="cart-flyout__header">
        <h2 id={headingId} className="cart-flyout__heading">
          {LL.CART()} <span className="cart-flyout__count">({LL.CART_ITEMS({ count: cart.totals.totalQuantity })})</span>
        </h2>
        <CloseButton className="cart-flyout__close" onClose={onClose} />
      </div>
      <CartError error={cart.error} onDismiss={cart.dismissError} />
      <div className={`cart-flyout__lines${shadow ? ' cart-flyout__lines--shadow' : ''}`} data-shadow={shadow || undefined}>
        <CartLines lines={cart.lines} settling={cart.settling} unavailable={cart.unavailable} loading={cart.loading} compact onQuantityChange={cart.changeQuantity} onRemove={cart.removeLine} />
      </div>
      {cart.lines.length > 0 && !cart.unavailable ? (
        <CartSummary totals={cart.totals} vatText={vatTextKey(entry.storeCode)}>
          <div className="cart-flyout__actions">
            <ContentLink className="button button--secondary" href={entry.cartRoute}>
              {LL.CART_VIEW()}
            </ContentLink>
            {catalogueMode ? null : <CartCheckout cart={cart} />}
          </div>
        </CartSummary>
      ) : null}
    </section>
  )
}
