import type { LanguageCode } from '../../stores.ts'
import type { Vocabulary } from './vocabulary.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { id } from './id.ts'
import { it } from './it.ts'
import { nl } from './nl.ts'
import { pl } from './pl.ts'

export const VOCABULARIES: Record<LanguageCode, Vocabulary> = { de, en, fr, it, nl, pl, es, id }

/** A text in every catalogue language, built from each language's vocabulary. */
export type Translated = Record<LanguageCode, string>

export function translate(pick: (vocabulary: Vocabulary, language: LanguageCode) => string): Translated {
  const out = {} as Translated
  for (const [language, vocabulary] of Object.entries(VOCABULARIES) as Array<[LanguageCode, Vocabulary]>) out[language] = pick(vocabulary, language)
  return out
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
