import type { Locales, TranslationFunctions } from './i18n-types.ts'
import { i18nObject } from './i18n-util.ts'

const byLocale = new Map<Locales, TranslationFunctions>()

/**
 * The translation functions of a locale whose dictionary is loaded, made once per process or tab: building
 * them creates the locale's plural rules and an empty cache of parsed texts, too much to do on every render.
 */
export function translationsFor(locale: Locales): TranslationFunctions {
  let translations = byLocale.get(locale)
  if (!translations) byLocale.set(locale, (translations = i18nObject(locale)))
  return translations
}
