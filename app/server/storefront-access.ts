import type { AppConfig, StoreCode } from '../../app.config.ts'
import type { StorefrontAccess } from '../../services/storefront/endpoint.ts'

/** Where a store's storefront API is: the platform, the store's public access key and the API version. */
export const storefrontAccessOf = (config: AppConfig, store: StoreCode): StorefrontAccess => ({
  storefrontDomain: config.storefrontDomain,
  storefrontAccessKey: config.keys[store].storefrontAccessKey,
  apiVersion: config.storefrontApiVersion,
})
