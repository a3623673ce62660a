/**
 * The markets the backend serves. The shop has its own view of markets (app.config.ts); the two agree on the
 * codes, currencies and default keys, and each can override keys through the same environment variables.
 */
export type Currency = 'EUR' | 'PLN' | 'GBP'
/** ISO 639-1 codes of the languages catalogue texts are written in. */
export type LanguageCode = 'de' | 'en' | 'fr' | 'it' | 'nl' | 'pl' | 'es' | 'id'

export interface BackendStore {
  /** Store code as the shop uses it: de, en (global), fr, it, nl, pl, gb (uk), es, id. */
  code: string
  language: LanguageCode
  /** ISO 3166-1 alpha-2 country of the market. */
  country: string
  currency: Currency
  storefrontAccessKey: string
  searchInstance: string
}

const MARKETS: ReadonlyArray<Omit<BackendStore, 'storefrontAccessKey' | 'searchInstance'>> = [
  { code: 'de', language: 'de', country: 'DE', currency: 'EUR' },
  { code: 'en', language: 'en', country: 'DE', currency: 'EUR' },
  { code: 'fr', language: 'fr', country: 'FR', currency: 'EUR' },
  { code: 'it', language: 'it', country: 'IT', currency: 'EUR' },
  { code: 'nl', language: 'nl', country: 'NL', currency: 'EUR' },
  { code: 'pl', language: 'pl', country: 'PL', currency: 'PLN' },
  { code: 'gb', language: 'en', country: 'GB', currency: 'GBP' },
  { code: 'es', language: 'es', country: 'ES', currency: 'EUR' },
  { code: 'id', language: 'id', country: 'ID', currency: 'EUR' },
]

export function readStores(env: Record<string, string | undefined> = process.env): BackendStore[] {
  return MARKETS.map((market) => {
    const suffix = market.code.toUpperCase()
    return {
      ...market,
      storefrontAccessKey: env[`STOREFRONT_ACCESS_KEY_${suffix}`] || `demo-token-${market.code}`,
      searchInstance: env[`SEARCH_INSTANCE_${suffix}`] || `demo-${market.code}`,
    }
  })
}

export const LANGUAGES: readonly LanguageCode[] = ['de', 'en', 'fr', 'it', 'nl', 'pl', 'es', 'id']
