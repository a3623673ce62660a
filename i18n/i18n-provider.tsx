import { useMemo, type ReactNode } from 'react'
import { I18nContext } from './i18n-react.tsx'
import type { Locales } from './i18n-types.ts'
import { translationsFor } from './translations.ts'

// An edition's language changes with a new document (another edition is another store), never in place.
const changeInPlace = () => {
  throw new Error('The language changes by loading the other edition')
}

/** Gives components (`useI18nContext`) the shared translation functions of the page's locale. */
export function I18nProvider({ locale, children }: { locale: Locales; children: ReactNode }) {
  const value = useMemo(() => ({ locale, LL: translationsFor(locale), setLocale: changeInPlace }), [locale])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}
