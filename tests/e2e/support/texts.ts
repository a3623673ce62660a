import type { EditionKey } from '../../../app.config.ts'
import { localeOfEdition } from '../../../i18n/editions.ts'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { i18nObject } from '../../../i18n/i18n-util.ts'
import { loadAllLocales } from '../../../i18n/i18n-util.sync.ts'

loadAllLocales()

/** The texts a shopper of the edition reads: tests find elements by these names. */
export const textsOf = (edition: EditionKey): TranslationFunctions => i18nObject(localeOfEdition(edition))
