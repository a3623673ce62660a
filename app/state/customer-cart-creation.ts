import type { StoreCode } from '../../app.config.ts'
import type { ArrivalCalls } from '../../services/checkout/deferred-gateway.ts'
import { createCustomerCart } from '../server/customer-carts.ts'
import { TOKEN_EXPIRY_COOKIE } from '../server/access-token-cookie.ts'
import { readCookie } from './checkout-cookies.ts'

/** Whether this browser holds a customer's token that has not expired (only its expiry is readable here). */
function holdsLiveToken(): boolean {
  const expiresAt = readCookie(document.cookie, TOKEN_EXPIRY_COOKIE)
  return expiresAt !== null && Date.parse(expiresAt) > Date.now()
}

/**
 * Cart API arrival calls in which a logged-in customer's new cart is created by the server, which alone reads
 * the token and puts it into the cart's buyer identity; a visitor's cart is created straight on the platform.
 */
export function customerCartCreation(arrival: ArrivalCalls, store: StoreCode): ArrivalCalls {
  return {
    fetch: arrival.fetch,
    create: (lines, place) => (holdsLiveToken() ? createCustomerCart({ data: { store, place: { language: place.language, country: place.country }, lines } }) : arrival.create(lines, place)),
  }
}
