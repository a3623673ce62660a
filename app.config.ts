import { boolean, coerce, create, define, enums, integer, min, string, StructError, type Struct } from 'superstruct'

/**
 * The application's own configuration: the markets of SPEC §1 and §3, and every service endpoint and key.
 * `MARKETS` is plain public data (safe in the browser); `readAppConfig` adds endpoints and keys from the
 * environment and is read on the server only. With nothing set, every endpoint is the embedded backend.
 */

/** Store codes (SPEC §1): the English code maps to the global store `en`, UK uses `gb`. */
export const STORE_CODES = ['de', 'en', 'fr', 'it', 'nl', 'pl', 'gb', 'es', 'id'] as const
export type StoreCode = (typeof STORE_CODES)[number]

/** First path segment of an edition (SPEC §2 "Language paths"): `uk` is store gb, `global` is store en. */
export const EDITION_KEYS = ['de', 'global', 'fr', 'it', 'nl', 'pl', 'uk', 'es', 'id'] as const
export type EditionKey = (typeof EDITION_KEYS)[number]

export type Currency = 'EUR' | 'PLN' | 'GBP'

export interface AccountRoutes {
  login: string
  personal: string
  orderHistory: string
  address: string
  changePassword: string
  resetPassword: string
  activateAccount: string
}

/** A language edition of the shop (SPEC §3 "Language entry"). */
export interface LanguageEntry {
  kind: 'edition'
  value: EditionKey
  storeCode: StoreCode
  hreflang: string
  labelKey: string
  text_translation: string
  /** Where the language list links: the edition's root, or an external site. */
  url: string
  country: string
  is_active: boolean
  hide_from_alternates?: boolean
  is_global: boolean
  /** Culture code for the customer-data service. */
  cultureCode: string
  accountRoutes: AccountRoutes
  cartRoute: string
  favoritesRoute: string
  searchRoute: string
  blogRoute: string | null
}

/** A language offered in the list that links out instead of being an edition (US English). */
export interface ExternalLanguageEntry {
  kind: 'external'
  value: string
  hreflang: string
  labelKey: string
  text_translation: string
  url: string
  country: string
  is_active: boolean
  hide_from_alternates?: boolean
  is_global: false
}

export interface Store {
  key: StoreCode
  code: StoreCode
  nameKey: string
  flagIcon: string
  languageKey: EditionKey
  /** BCP 47 locale of texts. */
  locale: string
  priceLocale: string
  currency: Currency
}

const accountRoutes = (edition: EditionKey): AccountRoutes => ({
  login: `/${edition}/login/`,
  personal: `/${edition}/personal/`,
  orderHistory: `/${edition}/order-history/`,
  address: `/${edition}/address/`,
  changePassword: `/${edition}/change-password/`,
  resetPassword: `/${edition}/reset-password/`,
  activateAccount: `/${edition}/activate-account/`,
})

/** Stores per market (SPEC §3 "Store"); EN and ID prices use de-DE with EUR. */
export const STORES: Readonly<Record<StoreCode, Store>> = {
  de: { key: 'de', code: 'de', nameKey: 'GERMANY', flagIcon: 'flag-de', languageKey: 'de', locale: 'de-DE', priceLocale: 'de-DE', currency: 'EUR' },
  en: { key: 'en', code: 'en', nameKey: 'GLOBAL', flagIcon: 'flag-global', languageKey: 'global', locale: 'en', priceLocale: 'de-DE', currency: 'EUR' },
  fr: { key: 'fr', code: 'fr', nameKey: 'FRANCE', flagIcon: 'flag-fr', languageKey: 'fr', locale: 'fr-FR', priceLocale: 'fr-FR', currency: 'EUR' },
  it: { key: 'it', code: 'it', nameKey: 'ITALY', flagIcon: 'flag-it', languageKey: 'it', locale: 'it-IT', priceLocale: 'it-IT', currency: 'EUR' },
  nl: { key: 'nl', code: 'nl', nameKey: 'NETHERLANDS', flagIcon: 'flag-nl', languageKey: 'nl', locale: 'nl-NL', priceLocale: 'nl-NL', currency: 'EUR' },
  pl: { key: 'pl', code: 'pl', nameKey: 'POLAND', flagIcon: 'flag-pl', languageKey: 'pl', locale: 'pl-PL', priceLocale: 'pl-PL', currency: 'PLN' },
  gb: { key: 'gb', code: 'gb', nameKey: 'GREAT_BRITAIN', flagIcon: 'flag-gb', languageKey: 'uk', locale: 'en-GB', priceLocale: 'en-GB', currency: 'GBP' },
  es: { key: 'es', code: 'es', nameKey: 'SPAIN', flagIcon: 'flag-es', languageKey: 'es', locale: 'es-ES', priceLocale: 'es-ES', currency: 'EUR' },
  id: { key: 'id', code: 'id', nameKey: 'INDONESIA', flagIcon: 'flag-id', languageKey: 'id', locale: 'id-ID', priceLocale: 'de-DE', currency: 'EUR' },
}

type EditionRoutes = Pick<LanguageEntry, 'cartRoute' | 'favoritesRoute' | 'searchRoute' | 'blogRoute'>

/** Public routes per language, exactly the table of SPEC §2. */
export const EDITION_ROUTES: Readonly<Record<EditionKey, EditionRoutes>> = {
  de: { searchRoute: '/search-de', cartRoute: '/de/cart', favoritesRoute: '/de/favoriten', blogRoute: '/de/blog' },
  global: { searchRoute: '/search-global', cartRoute: '/global/cart', favoritesRoute: '/global/favorites', blogRoute: null },
  fr: { searchRoute: '/recherche', cartRoute: '/fr/cart', favoritesRoute: '/fr/favoris', blogRoute: null },
  it: { searchRoute: '/search-it', cartRoute: '/it/cart', favoritesRoute: '/it/preferiti', blogRoute: null },
  nl: { searchRoute: '/search-nl', cartRoute: '/nl/cart', favoritesRoute: '/nl/favorites', blogRoute: null },
  pl: { searchRoute: '/search-pl', cartRoute: '/pl/cart', favoritesRoute: '/pl/favorites', blogRoute: null },
  uk: { searchRoute: '/uk/search', cartRoute: '/uk/cart', favoritesRoute: '/uk/favorites', blogRoute: null },
  es: { searchRoute: '/es/search', cartRoute: '/es/cart', favoritesRoute: '/es/favorites', blogRoute: null },
  id: { searchRoute: '/search-id', cartRoute: '/id/cart', favoritesRoute: '/id/favorites', blogRoute: null },
}

interface EditionFacts {
  value: EditionKey
  storeCode: StoreCode
  hreflang: string
  labelKey: string
  text_translation: string
  country: string
  cultureCode: string
  is_active?: boolean
  hide_from_alternates?: boolean
  is_global?: boolean
}

const edition = (facts: EditionFacts, url = `/${facts.value}/`): LanguageEntry => ({
  kind: 'edition',
  is_active: true,
  is_global: false,
  ...facts,
  url,
  accountRoutes: accountRoutes(facts.value),
  ...EDITION_ROUTES[facts.value],
})

/** Sites the language list links out to (SPEC §1); overridable with US_SHOP_URL and ES_SITE_URL. */
export interface ExternalSites {
  usShopUrl: string
  esSiteUrl: string
}

/** The language list (SPEC §1, §3): ten languages, US English and Spanish link out, Indonesian inactive. */
export function languageEntries(external: ExternalSites): Array<LanguageEntry | ExternalLanguageEntry> {
  return [
    edition({ value: 'de', storeCode: 'de', hreflang: 'de', labelKey: 'GERMAN', text_translation: 'Deutsch', country: 'DE', cultureCode: 'de-DE' }),
    edition({ value: 'it', storeCode: 'it', hreflang: 'it', labelKey: 'ITALIAN', text_translation: 'Italiano', country: 'IT', cultureCode: 'it-IT' }),
    edition({ value: 'uk', storeCode: 'gb', hreflang: 'en-GB', labelKey: 'ENGLISH_UK', text_translation: 'English (UK)', country: 'GB', cultureCode: 'en-GB' }),
    edition({ value: 'fr', storeCode: 'fr', hreflang: 'fr', labelKey: 'FRENCH', text_translation: 'Français', country: 'FR', cultureCode: 'fr-FR' }),
    {
      kind: 'external',
      value: 'us',
      hreflang: 'en-US',
      labelKey: 'ENGLISH_US',
      text_translation: 'English (US)',
      url: external.usShopUrl,
      country: 'US',
      is_active: true,
      hide_from_alternates: true,
      is_global: false,
    },
    edition(
      { value: 'es', storeCode: 'es', hreflang: 'es', labelKey: 'SPANISH', text_translation: 'Español', country: 'ES', cultureCode: 'es-ES', hide_from_alternates: true },
      external.esSiteUrl,
    ),
    edition({ value: 'nl', storeCode: 'nl', hreflang: 'nl', labelKey: 'DUTCH', text_translation: 'Nederlands', country: 'NL', cultureCode: 'nl-NL' }),
    edition({ value: 'pl', storeCode: 'pl', hreflang: 'pl', labelKey: 'POLISH', text_translation: 'Polski', country: 'PL', cultureCode: 'pl-PL' }),
    edition({ value: 'global', storeCode: 'en', hreflang: 'en', labelKey: 'ENGLISH_GLOBAL', text_translation: 'English (Global)', country: 'EN', cultureCode: 'en-GB', is_global: true }),
    edition({ value: 'id', storeCode: 'id', hreflang: 'id', labelKey: 'INDONESIAN', text_translation: 'Bahasa Indonesia', country: 'ID', cultureCode: 'id-ID', is_active: false }),
  ]
}

/**
 * Storefront API versions the shop speaks: 2022-07 with its Checkout API (SPEC §9), and 2025-07, whose Cart API
 * took the Checkout API's place on today's platform (DESIGN "Checkout API versions").
 */
const STOREFRONT_API_VERSIONS = ['2022-07', '2025-07'] as const
export type StorefrontApiVersion = (typeof STOREFRONT_API_VERSIONS)[number]

/** Stores in which account management is delegated to the external account site (SPEC §1, §9). */
export const SSO_STORES: readonly StoreCode[] = ['pl', 'it', 'de', 'fr']

/** Stores that get a site verification tag (SPEC §2 route rules). */
export const SITE_VERIFICATION_STORES: readonly StoreCode[] = ['it', 'fr', 'de', 'nl']

/** Per-market keys and instances (SPEC §3: "Keys and tokens are per-market configuration"). */
interface StoreKeys {
  storefrontAccessKey: string
  searchInstanceName: string
  searchInstanceId: string
  reviewServiceToken: string
  siteVerification: string | null
}

export interface AppConfig {
  port: number
  backendPort: number
  /** Public origin of the shop, for canonical and alternate links. */
  shopOrigin: string
  storefrontDomain: string
  storefrontApiVersion: StorefrontApiVersion
  contentApiUrl: string
  scrape: { url: string; user: string; password: string }
  imageHostUrl: string
  accountHostUrl: string
  customerDataUrl: string
  /** Credential the customer-data service asks of the shop (sent as a bearer token). */
  customerDataApiKey: string
  newsletterUrl: string
  backInStockUrl: string
  reviewServiceDomain: string
  errorReportUrl: string
  /** Where a customer's return of an item is written to (the order detail's return action). */
  customerServiceEmail: string
  external: ExternalSites
  ssoEnabled: boolean
  ssoTheme: string
  /** HS256 secret of the SSO access cookie, shared with the account site. */
  ssoSecret: string
  catalogueMode: boolean
  /** Stale-while-revalidate windows of content replies on the server (DESIGN "Budgets"). */
  contentCache: { freshMs: number; staleMs: number }
  /** Refused logins allowed per account and per client address within the window (app/server/login-throttle.ts). */
  loginThrottle: { windowMs: number; perAccount: number; perAddress: number }
  keys: Readonly<Record<StoreCode, StoreKeys>>
}

type Env = Record<string, string | undefined>

/** Shapes of the variables; built on demand so that browser bundles importing market data leave superstruct out. */
function variableShapes() {
  const HttpUrl = define<string>('http(s) URL', (value) => {
    if (typeof value !== 'string') return false
    try {
      const url = new URL(value)
      return url.protocol === 'http:' || url.protocol === 'https:'
    } catch {
      return false
    }
  })
  const Port = coerce(min(integer(), 1), string(), (value) => (/^\d+$/.test(value) ? Number(value) : NaN))
  const Flag = coerce(boolean(), string(), (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value))
  const Text = define<string>('non-empty text', (value) => typeof value === 'string' && value.trim().length > 0)
  const Seconds = coerce(min(integer(), 0), string(), (value) => (/^\d+$/.test(value) ? Number(value) : NaN))
  const Email = define<string>('e-mail address', (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value))
  // A positive whole number, read like a port.
  const Count = Port
  return { HttpUrl, Port, Flag, Text, Seconds, Email, Count }
}

/** Reads one variable through its shape; a wrong value stops start-up with a message naming the variable. */
function read<T>(env: Env, name: string, struct: Struct<T, unknown>, fallback: T): T {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  try {
    return create(raw, struct)
  } catch (error) {
    if (error instanceof StructError) {
      throw new Error(`Invalid environment variable ${name}=${JSON.stringify(raw)}: expected ${error.type === 'never' ? 'a valid value' : error.type}`)
    }
    throw error
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** The full configuration: markets plus endpoints and keys from the environment (server only). */
export function readAppConfig(env: Env = process.env): AppConfig {
  const { HttpUrl, Port, Flag, Text, Seconds, Email, Count } = variableShapes()
  const port = read(env, 'PORT', Port, 3000)
  const backendPort = read(env, 'BACKEND_PORT', Port, 4000)
  const backend = `http://localhost:${backendPort}`
  const url = (name: string, fallback: string) => trimSlash(read(env, name, HttpUrl, fallback))
  const keys = Object.fromEntries(
    STORE_CODES.map((code) => {
      const suffix = code.toUpperCase()
      const searchInstanceName = read(env, `SEARCH_INSTANCE_${suffix}`, Text, `demo-${code}`)
      const storeKeys: StoreKeys = {
        storefrontAccessKey: read(env, `STOREFRONT_ACCESS_KEY_${suffix}`, Text, `demo-token-${code}`),
        searchInstanceName,
        searchInstanceId: read(env, `SEARCH_INSTANCE_ID_${suffix}`, Text, searchInstanceName),
        reviewServiceToken: read(env, `REVIEW_TOKEN_${suffix}`, Text, `demo-review-${code}`),
        siteVerification: SITE_VERIFICATION_STORES.includes(code) ? read(env, `SITE_VERIFICATION_${suffix}`, Text, `demo-verification-${code}`) : null,
      }
      return [code, storeKeys]
    }),
  ) as Record<StoreCode, StoreKeys>

  const ssoEnabled = read(env, 'SSO_ENABLED', Flag, false)
  // The default secret is public: a shop that trusts SSO cookies must have its own.
  if (ssoEnabled && !env.SSO_SECRET) throw new Error('SSO_ENABLED=true needs SSO_SECRET, the secret the account site signs its access cookie with')
  return {
    port,
    backendPort,
    shopOrigin: url('SHOP_ORIGIN', `http://localhost:${port}`),
    storefrontDomain: url('STOREFRONT_DOMAIN', backend),
    // SPEC §9: "API version 2022-07"; 2025-07 runs the same shop on today's platform.
    storefrontApiVersion: read(env, 'STOREFRONT_API_VERSION', enums(STOREFRONT_API_VERSIONS), '2022-07'),
    contentApiUrl: url('CONTENT_API_URL', backend),
    scrape: {
      url: url('SCRAPE_URL', `${backend}/scrape`),
      user: read(env, 'SCRAPE_USER', Text, 'demo'),
      password: read(env, 'SCRAPE_PASSWORD', Text, 'demo-scrape'),
    },
    imageHostUrl: url('IMAGE_HOST_URL', `${backend}/images`),
    accountHostUrl: url('ACCOUNT_HOST_URL', `${backend}/account`),
    customerDataUrl: url('CUSTOMER_DATA_URL', `${backend}/customer-data`),
    customerDataApiKey: read(env, 'CUSTOMER_DATA_API_KEY', Text, 'demo-customer-data'),
    newsletterUrl: url('NEWSLETTER_URL', `${backend}/newsletter`),
    backInStockUrl: url('BACK_IN_STOCK_URL', `${backend}/back-in-stock`),
    reviewServiceDomain: url('REVIEW_SERVICE_DOMAIN', `${backend}/reviews`),
    errorReportUrl: url('ERROR_REPORT_URL', `${backend}/error-reports`),
    customerServiceEmail: read(env, 'CUSTOMER_SERVICE_EMAIL', Email, 'service@shop.example'),
    external: {
      usShopUrl: url('US_SHOP_URL', 'https://us.shop.example'),
      esSiteUrl: url('ES_SITE_URL', 'https://es.shop.example'),
    },
    ssoEnabled,
    ssoTheme: read(env, 'SSO_THEME', Text, 'storefront'),
    ssoSecret: read(env, 'SSO_SECRET', Text, 'demo-sso-secret'),
    catalogueMode: read(env, 'CATALOGUE_MODE', Flag, false),
    contentCache: {
      freshMs: read(env, 'CONTENT_CACHE_FRESH_SECONDS', Seconds, 30) * 1000,
      staleMs: read(env, 'CONTENT_CACHE_STALE_SECONDS', Seconds, 600) * 1000,
    },
    loginThrottle: {
      windowMs: read(env, 'LOGIN_THROTTLE_SECONDS', Count, 900) * 1000,
      perAccount: read(env, 'LOGIN_ATTEMPTS_PER_ACCOUNT', Count, 10),
      perAddress: read(env, 'LOGIN_ATTEMPTS_PER_ADDRESS', Count, 50),
    },
    keys,
  }
}

let processConfig: AppConfig | undefined

/** The configuration of this server process: the environment is read and validated once, at first use. */
export function appConfig(): AppConfig {
  processConfig ??= readAppConfig()
  return processConfig
}
