import type { StoreCode } from '../../app.config.ts'
import { localeOfEdition } from '../../i18n/editions.ts'
import type { Locales } from '../../i18n/i18n-types.ts'
import { DEFAULT_STORE, editionOfStore, isEditionKey } from '../markets/index.ts'
import { editionOfPath } from '../markets/links.ts'

/** The dictionary of a store's pages. */
export const localeOfStore = (store: StoreCode): Locales => localeOfEdition(editionOfStore(store))

/**
 * The language of an error page with no page data to tell it: the edition its path names, else the default
 * store's (SPEC §9 "default store fr"). The root loads its dictionary before anything can fail (routes/__root.tsx).
 */
export function errorPageLocale(path: string): Locales {
  const edition = editionOfPath(path)
  return isEditionKey(edition) ? localeOfEdition(edition) : localeOfStore(DEFAULT_STORE)
}
