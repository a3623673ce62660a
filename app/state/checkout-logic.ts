import { fromPromise, type AnyActorLogic } from 'xstate'
import type { checkoutMachine } from '../../machines/checkout.machine.ts'
import { checkoutGatewayFor } from '../../services/checkout/gateway-for-version.ts'
import type { BrowserSettings } from './browser-implementations.ts'
import { logicProvidedLater } from './logic-provided-later.ts'

/**
 * What the tab's root is provided with for its checkout. The checkout's machine and gateway are not part of a
 * page's first load: the root asks for them (`checkoutLogic`) when the shop resumes a stored checkout or the
 * shopper first changes the cart, holds the shopper's changes meanwhile, and spawns `checkout` once they arrived.
 */
export function checkoutLoadedLater(settings: BrowserSettings) {
  let loaded: AnyActorLogic | undefined
  return {
    checkoutLogic: fromPromise<void>(async () => {
      const [{ browserCheckoutMachine }, gatewayOver] = await Promise.all([import('./browser-checkout.ts'), checkoutGatewayFor(settings.storefront.apiVersion)])
      loaded ??= browserCheckoutMachine(settings, gatewayOver)
    }),
    checkout: logicProvidedLater<typeof checkoutMachine>('checkout', () => loaded),
  }
}
