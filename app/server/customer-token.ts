import { deleteCookie } from '@tanstack/react-start/server'
import { appConfig, STORE_CODES, type StoreCode } from '../../app.config.ts'
import { customerService } from '../../services/customer.ts'
import { createStorefrontClient } from '../../services/storefront/client.ts'
import { storefrontAccessOf } from './storefront-access.ts'

/** The calls that log a customer in or out share these: the store of a call, its customer service, the token cookies. */
export { ACCESS_TOKEN_COOKIE, keepToken,  } from './access-token-cookie.ts'

export const storeOf = (value: unknown): StoreCode => STORE_CODES.find((code) => code === value) ?? 'fr'

export function customersOf(store: StoreCode) {
  const config = appConfig()
  return customerService(createStorefrontClient(storefrontAccessOf(config, store)))
}

import { ACCESS_TOKEN_COOKIE, TOKEN_EXPIRY_COOKIE } from './access-token-cookie.ts'

export function forgetToken(): void {
  deleteCookie(ACCESS_TOKEN_COOKIE, { path: '/' })
  deleteCookie(TOKEN_EXPIRY_COOKIE, { path: '/' })
}

