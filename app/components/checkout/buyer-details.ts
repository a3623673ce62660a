import type { User } from '../../../domain/types.ts'
import { checkoutUrlWithBuyer, type BuyerDetails } from '../../../services/checkout/hosted-checkout-url.ts'

/**
 * What the shop knows of the buyer: the delivery country, and for a customer the e-mail, phone and default address
 * (SPEC §7). A default address in another country (saved in another store) is left out: the checkout delivers to
 * its own country, and a street and postal code of another would be a wrong address there.
 */
function buyerDetailsOf(user: User | null, country: string): BuyerDetails {
  if (!user) return { country }
  const saved = user.defaultAddress
  const address = saved && (!saved.country || saved.country === country) ? saved : null
  return {
    email: user.email,
    firstName: address?.firstName || user.firstName,
    lastName: address?.lastName || user.lastName,
    address1: address?.address1,
    address2: address?.address2,
    city: address?.city,
    company: address?.company,
    zip: address?.zip,
    phone: user.phone,
    country,
  }
}

/** The hosted checkout address for this buyer, in the shop's language. */
export function checkoutWebUrl(webUrl: string, user: User | null, country: string, locale: string): string {
  const url = new URL(checkoutUrlWithBuyer(webUrl, buyerDetailsOf(user, country)))
  url.searchParams.set('locale', locale)
  return url.toString()
}
