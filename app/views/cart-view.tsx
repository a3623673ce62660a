import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { CartCheckout } from '../components/cart/cart-checkout.tsx'
import { CartError } from '../components/cart/cart-error.tsx'
import { CartLines } from '../components/cart/cart-lines.tsx'
import { useCatalogueMode } from '../components/cart/cart-source.ts'
import { CartSnippetsContent } from '../components/cart/cart-snippets-content.tsx'
import { CartSummary } from '../components/cart/cart-summary.tsx'
import { useCart } from '../components/cart/use-cart.ts'
import { vatTextKey } from '../components/cart/vat-text.ts'
import { useShop } from '../components/content/shop-context.tsx'
import { CarriedOverNotice } from '../components/delivery-country/carried-over-notice.tsx'

/** The cart page (SPEC §2): lines, 'Your cart is empty', totals with free shipping and savings, checkout entry, cart snippets. */
export function CartView() {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const cart = useCart()
  const catalogueMode = useCatalogueMode()
  return (
    <div className="cart-page page-width">
      <h1 className="cart-page__heading">
        {LL.CART()}
        {/* A stored cart still loading has no count yet: "0 items" would be wrong until it is there. */}
        {cart.loading && cart.lines.length === 0 ? null : <span className="cart-page__count"> ({LL.CART_ITEMS({ count: cart.totals.totalQuantity })})</span>}
      </h1>
      <CarriedOverNotice />
      <CartError error={cart.error} onDismiss={cart.dismissError} />
      <div className="cart-page__layout">
        <div className="cart-page__lines">
          <CartLines lines={cart.lines} settling={cart.settling} unavailable={cart.unavailable} loading={cart.loading} onQuantityChange={cart.changeQuantity} onRemove={cart.removeLine} />
        </div>
        {cart.lines.length > 0 && !cart.unavailable ? (
          <CartSummary totals={cart.totals} vatText={vatTextKey(entry.storeCode)}>
            {catalogueMode ? null : <CartCheckout cart={cart} />}
          </CartSummary>
        ) : null}
      </div>
      <CartSnippetsContent />
    </div>
  )
}
