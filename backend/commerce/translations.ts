import type { LanguageCode } from '../stores.ts'

/** Translated catalogue texts are JSON objects keyed by language; missing ones fall back to English, then any. */
export type Translations = Partial<Record<string, string>>

export function translate(texts: Translations | null | undefined, language: LanguageCode): string {
  if (!texts) return ''
  return texts[language] ?? texts.en ?? Object.values(texts).find((text) => typeof text === 'string') ?? ''
}
