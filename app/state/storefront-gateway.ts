import { checkoutApi202207 } from '../../services/checkout/checkout-api-2022-07.ts'
import { createStorefrontClient, urqlTransport } from '../../services/storefront/client.ts'

/** The tab's gateway for cart changes: the 2022-07 Checkout API over the storefront GraphQL client. Loaded on demand. */
export function storefrontGateway(storefront: { domain: string; accessKey: string }) {
  return checkoutApi202207(urqlTransport(createStorefrontClient({ storefrontDomain: storefront.domain, storefrontAccessKey: storefront.accessKey })))
}
