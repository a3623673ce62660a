import { checkoutActors, checkoutMachine } from '../../machines/checkout.machine.ts'
import type { CheckoutGateway } from '../../domain/checkout-gateway.ts'
import { storefrontTransport, type StorefrontTransport } from '../../services/storefront/transport.ts'
import { marketAmounts } from '../server/market-amounts.ts'
import { CHECKOUT_PLACE_COOKIE, checkoutIdCookieOf, cookieOf, placeValue } from './checkout-cookies.ts'
import { customerCartCreation } from './customer-cart-creation.ts'
import { forgetFirstCartLines } from './first-cart-storage.ts'
import { marketAttributesLookup } from './market-attributes.ts'
import type { BrowserSettings } from './browser-implementations.ts'

/**
 * The tab's checkout: the machine over the configured storefront API's gateway (one POST per operation, straight
 * from the tab), with the market lookup of a move and the id kept in cookies. It comes in a chunk of its own,
 * loaded when a cart needs it (app/state/checkout-logic.ts).
 */
export function browserCheckoutMachine(settings: BrowserSettings, gatewayOver: (transport: StorefrontTransport) => CheckoutGateway) {
  const platform = gatewayOver(storefrontTransport(settings.storefront))
  const gateway = settings.storefront.apiVersion === '2022-07' ? platform : customerCartCreation(platform, settings.store)
  return checkoutMachine.provide({
    actors: checkoutActors(gateway, marketAttributesLookup((productIds) => marketAmounts({ data: { store: settings.store, productIds } }))),
    actions: {
      storeCheckoutId: ({ context }, { checkoutId }) => {
        document.cookie = cookieOf(checkoutIdCookieOf(settings.storefront.apiVersion), checkoutId)
        document.cookie = cookieOf(CHECKOUT_PLACE_COOKIE, placeValue({ language: context.language, country: context.country }))
        forgetFirstCartLines()
      },
    },
  })
}
