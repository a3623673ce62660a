import { Kind, type DocumentNode, type OperationDefinitionNode, valueFromAST, type GraphQLSchema, type GraphQLInputType } from 'graphql'
import type { BackendConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { LANGUAGES, type BackendStore, type Currency, type LanguageCode } from '../stores.ts'
import type { LoginThrottle } from './login-throttle.ts'
import { currencyForCountry } from './money.ts'

/** What every resolver knows about the call: the store of the access key, and the `@inContext` of the operation. */
export interface CommerceContext {
  db: Database
  config: BackendConfig
  store: BackendStore
  /** Limits `customerAccessTokenCreate` per e-mail and per `clientAddress`. */
  loginThrottle: LoginThrottle
  clientAddress: string
  country: string
  language: LanguageCode
  currency: Currency
}

/**
 * Reads `@inContext(country:, language:)` of the operation to run. The country decides the currency (PL→PLN,
 * GB→GBP, else EUR); the language picks catalogue translations, falling back to the store's language.
 */
export function contextFor(
  base: Omit<CommerceContext, 'country' | 'language' | 'currency'>,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): CommerceContext {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations[0]
  const directive = operation?.directives?.find((candidate) => candidate.name.value === 'inContext')
  let country = base.store.country
  let language: LanguageCode = base.store.language
  let countryChosen = false
  for (const argument of directive?.arguments ?? []) {
    const type = schema.getType(argument.name.value === 'country' ? 'CountryCode' : 'LanguageCode') as GraphQLInputType | undefined
    if (!type) continue
    const value: unknown = valueFromAST(argument.value, type, variables)
    if (typeof value !== 'string') continue
    if (argument.name.value === 'country') {
      country = value
      countryChosen = true
    } else if (argument.name.value === 'language') {
      const code = value.toLowerCase() as LanguageCode
      if (LANGUAGES.includes(code)) language = code
    }
  }
  const currency = countryChosen ? currencyForCountry(country) : base.store.currency
  return { ...base, country, language, currency }
}

/** Path segment of a store's shop edition (SPEC §2): store en is `global`, store gb is `uk`. */
export function editionOf(storeCode: string): string {
  if (storeCode === 'en') return 'global'
  if (storeCode === 'gb') return 'uk'
  return storeCode
}
