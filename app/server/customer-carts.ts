import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { array, create, defaulted, integer, object, size, string, type } from 'superstruct'
import { appConfig, type StoreCode } from '../../app.config.ts'
import { CHECKOUT_LINE_ITEMS_FIRST } from '../../domain/constants.ts'
import type { CheckoutReply, LineInput } from '../../domain/types.ts'
import type { CheckoutPlace } from '../../domain/checkout-gateway.ts'
import { cartApi } from '../../services/checkout/cart-api.ts'
import { storefrontTransport } from '../../services/storefront/transport.ts'
import { CHECKOUT_PLACE_COOKIE, checkoutIdCookieOf, placeOf } from '../state/checkout-cookies.ts'
import { requestToken } from './access-token-cookie.ts'
import { storeOf } from './store-customers.ts'
import { storePlaceOf } from './store-place.ts'
import { storefrontAccessOf } from './storefront-access.ts'

/**
 * With the Cart API (2025-07) an order lands in a customer's history only when their cart carries their access
 * token (its buyer identity). The token lives in an httpOnly cookie, so the server sets it: when a customer logs
 * in (or is logged in by a reset or an activation) on the cart the browser keeps, and when a logged-in customer's
 * cart is created. The Checkout API (2022-07) has no such step: its hosted checkout takes the customer's e-mail.
 */
function cartsOf(store: StoreCode) {
  const access = storefrontAccessOf(appConfig(), store)
  return access.apiVersion === '2022-07' ? null : cartApi(storefrontTransport(access))
}

/** Where the request's cart lives (its cookie beside the id), else the store's own place. */
function cartPlaceOf(store: StoreCode) {
  return placeOf(getCookie(CHECKOUT_PLACE_COOKIE) ?? null) ?? storePlaceOf(store)
}

/**
 * Ties the cart this browser keeps to the customer who just got `accessToken`. A failure is logged and leaves the
 * login as it is: the cart is tied again when the customer's next cart is created.
 */
export const attachRequestCart = createServerOnlyFn(async (store: StoreCode, accessToken: string): Promise<void> => {
  const carts = cartsOf(store)
  const cartId = getCookie(checkoutIdCookieOf('2025-07'))
  if (!carts || !cartId) return
  const reply = await carts.attachCustomer(cartId, { accessToken }, cartPlaceOf(store))
  if (!reply.ok && reply.failure.kind !== 'missing') console.error(JSON.stringify({ event: 'cart-customer-failed', store, failure: reply.failure }))
})

// The checkout machine's place may carry more than where the cart lives: only language and country are read.
const PlaceInput = type({ language: size(string(), 2, 3), country: size(string(), 2, 2) })
const CustomerCartInput = object({
  store: string(),
  place: PlaceInput,
  lines: size(
    array(
      object({
        variantId: size(string(), 1, 200),
        quantity: integer(),
        customAttributes: defaulted(size(array(object({ key: size(string(), 1, 100), value: size(string(), 0, 1000) })), 0, 20), []),
      }),
    ),
    0,
    CHECKOUT_LINE_ITEMS_FIRST,
  ),
})

/** Creates a logged-in customer's cart with their token in it; without a token (logged out meanwhile) a plain cart. */
export const createCustomerCart = createServerFn({ method: 'POST' })
  .validator((input: { store: string; place: CheckoutPlace; lines: LineInput[] }) => {
    const parsed = create(input, CustomerCartInput)
    return { store: storeOf(parsed.store), place: { language: parsed.place.language, country: parsed.place.country }, lines: parsed.lines }
  })
  .handler(async ({ data }): Promise<CheckoutReply> => {
    const carts = cartsOf(data.store)
    if (!carts) return { ok: false, failure: { kind: 'user', message: 'The Checkout API has no customer carts' } }
    const accessToken = requestToken()
    return carts.create(data.lines, data.place, accessToken ? { accessToken } : undefined)
  })
