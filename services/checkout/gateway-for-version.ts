import type { StorefrontApiVersion } from '../../app.config.ts'
import type { StorefrontTransport } from '../storefront/transport.ts'
import type { CheckoutGateway } from '../../domain/checkout-gateway.ts'

/**
 * The checkout gateway a storefront API version offers: the Checkout API up to 2022-07, the Cart API after it.
 * Each comes in a chunk of its own, so a tab loads only the one its store's version needs.
 */
export const checkoutGatewayFor = (apiVersion: StorefrontApiVersion): Promise<(transport: StorefrontTransport) => CheckoutGateway> =>
  apiVersion === '2022-07'
    ? import('./checkout-api-2022-07.ts').then((module) => module.checkoutApi202207)
    : import('./cart-api.ts').then((module) => module.cartApi)
