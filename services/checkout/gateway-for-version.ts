import type { StorefrontApiVersion } from '../../app.config.ts'
import type { StorefrontTransport } from '../storefront/transport.ts'
import { cartApi } from './cart-api.ts'
import { checkoutApi202207 } from './checkout-api-2022-07.ts'
import type { CheckoutGateway } from './gateway.ts'

/** The checkout gateway a storefront API version offers: the Checkout API up to 2022-07, the Cart API after it. */
export function checkoutGatewayFor(apiVersion: StorefrontApiVersion, transport: StorefrontTransport): CheckoutGateway {
  return apiVersion === '2022-07' ? checkoutApi202207(transport) : cartApi(transport)
}
