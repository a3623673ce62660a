import { appConfig, type StoreCode } from '../../app.config.ts'
import type { CheckoutPlace } from '../../domain/checkout-gateway.ts'
import { editionEntry, editionOfStore } from '../markets/index.ts'
import { checkoutPlaceOf } from '../state/checkout-place.ts'

/**
 * A store's language and delivery country, as its pages give them to the root actor: the country a cart checks
 * out in and a customer's addresses are saved in (the global store's, which names no country of its own, is
 * Germany's).
 */
export const storePlaceOf = (store: StoreCode): CheckoutPlace => checkoutPlaceOf(store, editionEntry(editionOfStore(store), appConfig().external).country)
