import { useEffect } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { User } from '../../../domain/types.ts'
import { useCheckoutView } from '../cart/cart-source.ts'
import { useShop } from '../content/shop-context.tsx'
import { THEN_CHECKOUT } from '../../markets/account-link-search.ts'
import { checkoutPlaceOf } from '../../state/checkout-place.ts'
import { checkoutWebUrl } from './buyer-details.ts'

/** The login link of the checkout login modal: after logging in, the shopper goes on to the checkout. */
export function checkoutLoginHref(loginHref: string): string {
  if (!loginHref.startsWith('/')) return loginHref
  const url = new URL(loginHref, 'https://shop.invalid')
  url.searchParams.set('then', THEN_CHECKOUT)
  return `${url.pathname}${url.search.replace(/%2F/gi, '/')}`
}

/**
 * Once the customer who came from the checkout login modal is logged in and their cart has settled, they go on to
 * the hosted checkout with their details (SPEC §7), not back to the cart. An empty cart has no checkout to go
 * on to: `otherwise` is called instead. `user` is null until logged in.
 */
export function useGoOnToCheckout(active: boolean, user: User | null, otherwise: () => void, go: (url: string) => void = (url) => window.location.assign(url)) {
  const { locale } = useI18nContext()
  const { entry } = useShop()
  const { checkout, busy, changes, change } = useCheckoutView()
  const settled = !busy && change === null && changes.length === 0
  useEffect(() => {
    if (!active || !user || !settled) return
    if (checkout && checkout.lines.length > 0) go(checkoutWebUrl(checkout.webUrl, user, checkoutPlaceOf(entry.storeCode, entry.country).country, locale))
    else otherwise()
  }, [active, user, settled, checkout, entry, locale, otherwise, go])
}
