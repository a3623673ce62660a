import type { Locales } from './i18n-types.ts'
import { loadedLocales } from './i18n-util.ts'
import { loadLocaleAsync } from './i18n-util.async.ts'

const loading = new Map<Locales, Promise<void>>()

/**
 * Makes a locale's dictionary available to `TypesafeI18n` and `i18nObject`, once per process or tab. In the
 * browser it is a chunk of its own, loaded before hydration beside the page body and cached like every hashed
 * asset, rather than written into every page's data.
 */
export function loadDictionary(locale: Locales): Promise<void> {
	if (loadedLocales[locale]) return Promise.resolve()
	let pending = loading.get(locale)
	if (!pending) loading.set(locale, (pending = loadLocaleAsync(locale)))
	return pending
}
