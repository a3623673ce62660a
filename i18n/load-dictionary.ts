import dictionaryUrls from 'virtual:dictionary-urls'
import type { Locales, Translations } from './i18n-types.ts'
import { loadedLocales } from './i18n-util.ts'
import { loadFormatters, loadLocaleAsync } from './i18n-util.async.ts'

const loading = new Map<Locales, Promise<void>>()

/** Where the browser fetches a locale's dictionary: a JSON file named by its content, cached like every hashed asset. */
export const dictionaryUrl = (locale: Locales): string => dictionaryUrls[locale] ?? ''

/**
 * Makes a locale's dictionary available to `TypesafeI18n` and `i18nObject`, once per process or tab. The server
 * imports it; the browser fetches it as JSON before hydration (preloaded by the page's head) rather than finding
 * it written into every page's data or shipped as a script.
 */
export function loadDictionary(locale: Locales): Promise<void> {
	if (loadedLocales[locale]) return Promise.resolve()
	let pending = loading.get(locale)
	if (!pending) loading.set(locale, (pending = import.meta.env.SSR ? loadLocaleAsync(locale) : fetchDictionary(locale)))
	return pending
}

async function fetchDictionary(locale: Locales): Promise<void> {
	const response = await fetch(dictionaryUrl(locale))
	const dictionary: unknown = response.ok ? await response.json() : null
	if (typeof dictionary !== 'object' || dictionary === null) {
		loading.delete(locale)
		throw new Error(`The ${locale} dictionary could not be loaded (${response.status})`)
	}
	loadedLocales[locale] = dictionary as Translations
	loadFormatters(locale)
}
