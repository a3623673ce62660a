import type { StoreCode } from '../../app.config.ts'

/**
 * Country → store (SPEC §1): Austria is served by the German store, the English code by the global store,
 * and any other or missing country by France, the default store.
 */
const STORE_OF_COUNTRY: Readonly<Record<string, StoreCode>> = {
  DE: 'de',
  AT: 'de',
  FR: 'fr',
  IT: 'it',
  NL: 'nl',
  PL: 'pl',
  GB: 'gb',
  UK: 'gb',
  ES: 'es',
  ID: 'id',
  EN: 'en',
}

export const DEFAULT_STORE: StoreCode = 'fr'

/** Whether a country has a store of its own, rather than the default one. */
export const hasStoreOfItsOwn = (country: string): boolean => Object.hasOwn(STORE_OF_COUNTRY, country.toUpperCase())

export function storeOfCountry(country: string | null | undefined): StoreCode {
  if (!country) return DEFAULT_STORE
  return STORE_OF_COUNTRY[country.trim().toUpperCase()] ?? DEFAULT_STORE
}

/** Delivery countries offered in the selector (SPEC §3 "Store/country names shown"), with their name keys. */
export const DELIVERY_COUNTRIES = [
  { country: 'DE', nameKey: 'GERMANY' },
  { country: 'FR', nameKey: 'FRANCE' },
  { country: 'IT', nameKey: 'ITALY' },
  { country: 'AT', nameKey: 'AUSTRIA' },
  { country: 'NL', nameKey: 'NETHERLANDS' },
  { country: 'PL', nameKey: 'POLAND' },
  { country: 'GB', nameKey: 'GREAT_BRITAIN' },
] as const
