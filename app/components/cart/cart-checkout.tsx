import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { CheckoutEntry } from '../checkout/checkout-entry.tsx'
import { checkoutWebUrl } from '../checkout/buyer-details.ts'
import { checkoutLoginHref } from '../checkout/checkout-after-login.ts'
import { useShop } from '../content/shop-context.tsx'
import { useLoginHref } from '../account/login-link.tsx'
import { checkoutPlaceOf } from '../../state/checkout-place.ts'
import { useCustomer } from './cart-source.ts'
import type { Cart } from './use-cart.ts'

/** The checkout entry of a cart: the customer from the session, the market's login page (which goes on to the checkout) and language. */
export function CartCheckout({ cart }: { cart: Cart }) {
  const { locale } = useI18nContext()
  const { entry } = useShop()
  const loginHref = useLoginHref()
  const { user, sso } = useCustomer()
  const { country } = checkoutPlaceOf(entry.storeCode, entry.country)
  return (
    <CheckoutEntry
      webUrl={cart.lines.length > 0 ? cart.webUrl : null}
      user={user}
      sso={sso}
      loginHref={checkoutLoginHref(loginHref)}
      busy={cart.busy}
      urlFor={(webUrl, buyer) => checkoutWebUrl(webUrl, buyer, country, locale)}
    />
  )
}
