import type { EditionKey } from '../app.config.ts'
import type { Locales } from './i18n-types.ts'

/**
 * Dictionary of each edition: one locale per edition, named with real BCP 47 tags because the runtime picks
 * plural rules from the locale name (`uk` would mean Ukrainian). Russian has a dictionary but no edition.
 */
export const LOCALE_OF_EDITION: Readonly<Record<EditionKey, Locales>> = {
	de: 'de',
	global: 'en',
	uk: 'en-GB',
	fr: 'fr',
	it: 'it',
	nl: 'nl',
	pl: 'pl',
	es: 'es',
	id: 'id',
}

export function localeOfEdition(edition: EditionKey): Locales {
	return LOCALE_OF_EDITION[edition]
}
