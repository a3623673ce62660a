import type { Currency, LanguageCode } from '../stores.ts'

/** First path segment of an edition's URLs; also the key of `selfLinks`, menu texts and menu links. */
export type EditionKey = 'de' | 'global' | 'fr' | 'it' | 'nl' | 'pl' | 'uk' | 'es' | 'id'

export interface Edition {
  key: EditionKey
  /** Store code of the market (uk → gb, global → en). */
  storeCode: string
  language: LanguageCode
  currency: Currency
  /** BCP 47 tag for alternate links. */
  hreflang: string
  /** How its amounts are written, as the shop writes its prices (SPEC §3: the global and Indonesian editions as in Germany). */
  priceLocale: string
  /** Public search route of the edition (SPEC §2). */
  searchRoute: string
  flagIcon: string
}

export const EDITIONS: readonly Edition[] = [
  { key: 'de', storeCode: 'de', language: 'de', currency: 'EUR', hreflang: 'de-DE', priceLocale: 'de-DE', searchRoute: '/search-de', flagIcon: 'de' },
  { key: 'global', storeCode: 'en', language: 'en', currency: 'EUR', hreflang: 'en', priceLocale: 'de-DE', searchRoute: '/search-global', flagIcon: 'global' },
  { key: 'fr', storeCode: 'fr', language: 'fr', currency: 'EUR', hreflang: 'fr-FR', priceLocale: 'fr-FR', searchRoute: '/recherche', flagIcon: 'fr' },
  { key: 'it', storeCode: 'it', language: 'it', currency: 'EUR', hreflang: 'it-IT', priceLocale: 'it-IT', searchRoute: '/search-it', flagIcon: 'it' },
  { key: 'nl', storeCode: 'nl', language: 'nl', currency: 'EUR', hreflang: 'nl-NL', priceLocale: 'nl-NL', searchRoute: '/search-nl', flagIcon: 'nl' },
  { key: 'pl', storeCode: 'pl', language: 'pl', currency: 'PLN', hreflang: 'pl-PL', priceLocale: 'pl-PL', searchRoute: '/search-pl', flagIcon: 'pl' },
  { key: 'uk', storeCode: 'gb', language: 'en', currency: 'GBP', hreflang: 'en-GB', priceLocale: 'en-GB', searchRoute: '/uk/search', flagIcon: 'gb' },
  { key: 'es', storeCode: 'es', language: 'es', currency: 'EUR', hreflang: 'es-ES', priceLocale: 'es-ES', searchRoute: '/es/search', flagIcon: 'es' },
  { key: 'id', storeCode: 'id', language: 'id', currency: 'EUR', hreflang: 'id-ID', priceLocale: 'de-DE', searchRoute: '/search-id', flagIcon: 'id' },
]

const BY_KEY = new Map(EDITIONS.map((edition) => [edition.key, edition]))
const BY_STORE = new Map(EDITIONS.map((edition) => [edition.storeCode, edition]))

export function editionByKey(key: string): Edition | undefined {
  return BY_KEY.get(key as EditionKey)
}

export function editionByStoreCode(code: string): Edition | undefined {
  return BY_STORE.get(code)
}

/**
 * Brings a URL the shop sends to the stored form: path only, leading and trailing slash, lower case, and the
 * store-code prefixes the shop may use (`/en/` after its /global/c/ and /global/p/ rewrite, `/gb/`) mapped
 * to the edition prefixes (`/global/`, `/uk/`).
 */
export function normalizePath(url: string): string {
  let pathname = url.trim()
  try {
    if (/^https?:\/\//i.test(pathname)) pathname = new URL(pathname).pathname
  } catch {
    // Not a valid absolute URL: treat the text as a path.
  }
  pathname = pathname.split(/[?#]/)[0] ?? ''
  pathname = decodeURIComponent(pathname).toLowerCase().replace(/\/{2,}/g, '/')
  if (!pathname.startsWith('/')) pathname = `/${pathname}`
  if (!pathname.endsWith('/')) pathname = `${pathname}/`
  return pathname.replace(/^\/en\//, '/global/').replace(/^\/gb\//, '/uk/')
}

/** The edition a normalized path belongs to, by its first segment or its search route. */
export function editionOfPath(pathname: string): Edition | undefined {
  const first = pathname.split('/')[1] ?? ''
  const byPrefix = editionByKey(first)
  if (byPrefix) return byPrefix
  return EDITIONS.find((edition) => normalizePath(edition.searchRoute) === pathname)
}
