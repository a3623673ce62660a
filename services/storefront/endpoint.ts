import type { StorefrontApiVersion } from '../../app.config.ts'

/** Where a store's storefront API is, as plain data the server can hand to the browser. */
export interface StorefrontAccess {
  /** Origin of the storefront platform, e.g. the embedded backend. */
  storefrontDomain: string
  storefrontAccessKey: string
  apiVersion: StorefrontApiVersion
}

export interface StorefrontSettings extends StorefrontAccess {
  /** For tests and the server: a fetch that is not the global one. */
  fetch?: typeof fetch
}

export const storefrontEndpoint = (settings: Pick<StorefrontAccess, 'storefrontDomain' | 'apiVersion'>) =>
  `${settings.storefrontDomain.replace(/\/+$/, '')}/api/${settings.apiVersion}/graphql`

/** SPEC §7: every call is a JSON POST carrying the store's storefront access key. */
export const storefrontHeaders = (accessKey: string) => ({
  'content-type': 'application/json',
  accept: 'application/json',
  'x-shopify-storefront-access-token': accessKey,
})
