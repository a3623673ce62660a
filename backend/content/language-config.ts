import type { LanguageCode } from '../stores.ts'

/** Postgres text-search configuration per catalogue language; Polish has none built in, so words stay unstemmed. */
export const TEXT_SEARCH_CONFIG: Record<LanguageCode, string> = {
  de: 'german',
  en: 'english',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  pl: 'simple',
  es: 'spanish',
  id: 'indonesian',
}
