import type { Locales, Translations } from './i18n-types.ts'
import { loadedLocales } from './i18n-util.ts'
import { loadFormatters } from './i18n-util.async.ts'

/**
 * Makes a dictionary that arrived with the page data available to `TypesafeI18n` and `i18nObject`, so the
 * browser hydrates with the same texts the server rendered without loading them again.
 */
export function registerDictionary(locale: Locales, dictionary: Translations): void {
	if (loadedLocales[locale]) return
	loadedLocales[locale] = dictionary
	loadFormatters(locale)
}
