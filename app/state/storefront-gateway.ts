import { checkoutGatewayFor } from '../../services/checkout/gateway-for-version.ts'
import { createStorefrontClient, urqlTransport } from '../../services/storefront/client.ts'
import type { StorefrontAccess } from '../../services/storefront/endpoint.ts'

/** The tab's gateway for cart changes, over the storefront GraphQL client. Loaded on demand. */
export function storefrontGateway(storefront: StorefrontAccess) {
  return checkoutGatewayFor(storefront.apiVersion, urqlTransport(createStorefrontClient(storefront)))
}
