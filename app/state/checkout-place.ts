import { STORES, type StoreCode } from '../../app.config.ts'
import type { CheckoutPlace } from '../../domain/checkout-gateway.ts'

/**
 * The storefront context of a store: its language and delivery country. The global store's country code `EN`
 * is no country, so it checks out in Germany, whose euro prices and price locale it uses (SPEC §3).
 */
export function checkoutPlaceOf(storeCode: StoreCode, country: string): CheckoutPlace {
  const language = STORES[storeCode].locale.slice(0, 2).toUpperCase()
  return { language, country: country === 'EN' ? 'DE' : country.toUpperCase() }
}
