import { appConfig, STORE_CODES, type StoreCode } from '../../app.config.ts'
import { customerService } from '../../services/customer.ts'
import { storefrontTransport } from '../../services/storefront/transport.ts'
import { storefrontAccessOf } from './storefront-access.ts'

/** The store a call names, read strictly: an unknown code falls back to the default store. */
export const storeOf = (value: unknown): StoreCode => STORE_CODES.find((code) => code === value) ?? 'fr'

/** The customer calls of a store's storefront API, from the server. */
export function customersOf(store: StoreCode) {
  return customerService(storefrontTransport(storefrontAccessOf(appConfig(), store)))
}
