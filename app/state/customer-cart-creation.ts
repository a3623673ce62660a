import type { StoreCode } from '../../app.config.ts'
import type { CheckoutGateway } from '../../domain/checkout-gateway.ts'
import { createCustomerCart } from '../server/customer-carts.ts'
import { TOKEN_EXPIRY_COOKIE } from '../server/access-token-cookie.ts'
import { readCookie } from './checkout-cookies.ts'

/** Whether this browser holds a customer's token that has not expired (only its expiry is readable here). */
function holdsLiveToken(): boolean {
  const expiresAt = readCookie(document.cookie, TOKEN_EXPIRY_COOKIE)
  return expiresAt !== null && Date.parse(expiresAt) > Date.now()
}

/**
 * A Cart API gateway in which a logged-in customer's new cart is created by the server, which alone reads the
 * token and puts it into the cart's buyer identity; a visitor's cart is created straight on the platform.
 */
export function customerCartCreation(gateway: CheckoutGateway, store: StoreCode): CheckoutGateway {
  return {
    ...gateway,
    create: (lines, place) => (holdsLiveToken() ? createCustomerCart({ data: { store, place: { language: place.language, country: place.country }, lines } }) : gateway.create(lines, place)),
  }
}
