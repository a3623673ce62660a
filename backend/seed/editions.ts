import { createHash } from 'node:crypto'
import { EDITIONS, type Edition, type EditionKey } from '../content/editions.ts'
import { VOCABULARIES } from './languages/index.ts'
import type { Vocabulary } from './languages/vocabulary.ts'

export type PerEdition = Record<EditionKey, string>

export function perEdition(pick: (edition: Edition, vocabulary: Vocabulary) => string): PerEdition {
  const out = {} as PerEdition
  for (const edition of EDITIONS) out[edition.key] = pick(edition, VOCABULARIES[edition.language])
  return out
}

/** A UUID derived from a name, so menu items keep their ids across seeds. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** A content element as the shop renders it: a component name and its content. */
export function element(component: string, content: Record<string, unknown>): { component: string; properties: { content: Record<string, unknown> } } {
  return { component, properties: { content } }
}

export const categoryUrl = (edition: Edition, slug: string) => `/${edition.key}/c/${slug}/`
export const manufacturerUrl = (edition: Edition, slug: string) => `/${edition.key}/m/${slug}/`
/** The Italian privacy notice lives on an external site (SPEC §2). */
export const ITALIAN_PRIVACY_URL = 'https://privacy.vitacura.example/it/informativa-privacy'

export const COUNTRY_NAMES: PerEdition = { de: 'Deutschland', global: 'International', fr: 'France', it: 'Italia', nl: 'Nederland', pl: 'Polska', uk: 'United Kingdom', es: 'España', id: 'Indonesia' }
