import { fromPromise, type AnyActorLogic } from 'xstate'
import type { checkoutMachine } from '../../machines/checkout.machine.ts'
import type { CheckoutGateway } from '../../services/checkout/gateway.ts'
import type { StorefrontTransport } from '../../services/storefront/transport.ts'
import type { BrowserSettings } from './browser-implementations.ts'
import { logicProvidedLater } from './logic-provided-later.ts'

/** The gateway of the configured storefront API only: the Checkout API up to 2022-07, the Cart API after it. */
const gatewayOf = (settings: BrowserSettings): Promise<(transport: StorefrontTransport) => CheckoutGateway> =>
  settings.storefront.apiVersion === '2022-07'
    ? import('../../services/checkout/checkout-api-2022-07.ts').then((module) => module.checkoutApi202207)
    : import('../../services/checkout/cart-api.ts').then((module) => module.cartApi)

/**
 * What the tab's root is provided with for its checkout. The checkout's machine and gateway are not part of a
 * page's first load: the root asks for them (`checkoutLogic`) when the shop resumes a stored checkout or the
 * shopper first changes the cart, holds the shopper's changes meanwhile, and spawns `checkout` once they arrived.
 */
export function checkoutLoadedLater(settings: BrowserSettings) {
  let loaded: AnyActorLogic | undefined
  return {
    checkoutLogic: fromPromise<void>(async () => {
      const [{ browserCheckoutMachine }, gatewayOver] = await Promise.all([import('./browser-checkout.ts'), gatewayOf(settings)])
      loaded ??= browserCheckoutMachine(settings, gatewayOver)
    }),
    checkout: logicProvidedLater<typeof checkoutMachine>('checkout', () => loaded),
  }
}
