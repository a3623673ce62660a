import { checkoutApi202207 } from '../../services/checkout/checkout-api-2022-07.ts'
import { createStorefrontClient } from '../../services/storefront/client.ts'

/** The tab's checkout gateway: the 2022-07 Checkout API over the storefront GraphQL client. Loaded on demand. */
export function storefrontGateway(storefront: { domain: string; accessKey: string }) {
  return checkoutApi202207(createStorefrontClient({ storefrontDomain: storefront.domain, storefrontAccessKey: storefront.accessKey }))
}
