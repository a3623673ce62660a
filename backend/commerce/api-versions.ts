/**
 * The storefront API versions the backend serves, each at `/api/{version}/graphql`: 2022-07 with the Checkout
 * API (as the shop first used it), 2025-07 with the Cart API that replaced it on the platform.
 */
export const API_VERSIONS = ['2022-07', '2025-07'] as const
export type ApiVersion = (typeof API_VERSIONS)[number]
