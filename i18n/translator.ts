import type { Locales, TranslationFunctions } from './i18n-types.ts'
import { i18nObject } from './i18n-util.ts'
import { loadLocaleAsync } from './i18n-util.async.ts'

/**
 * Loads one locale's dictionary (its own chunk in the browser, so a page ships only its language) and
 * returns its translation functions.
 */
export async function loadTranslator(locale: Locales): Promise<TranslationFunctions> {
	await loadLocaleAsync(locale)
	return i18nObject(locale)
}

export { baseLocale, isLocale, locales } from './i18n-util.ts'
export type { Locales, TranslationFunctions } from './i18n-types.ts'
