import { STOREFRONT_API_VERSION } from '../../machines/constants.ts'

export interface StorefrontSettings {
  /** Origin of the storefront platform, e.g. the embedded backend. */
  storefrontDomain: string
  storefrontAccessKey: string
  /** For tests and the server: a fetch that is not the global one. */
  fetch?: typeof fetch
}

export const storefrontEndpoint = (domain: string) => `${domain.replace(/\/+$/, '')}/api/${STOREFRONT_API_VERSION}/graphql`

/** SPEC §7: every call is a JSON POST carrying the store's storefront access key. */
export const storefrontHeaders = (accessKey: string) => ({
  'content-type': 'application/json',
  accept: 'application/json',
  'x-shopify-storefront-access-token': accessKey,
})
