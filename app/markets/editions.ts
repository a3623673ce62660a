import {
  EDITION_KEYS,
  languageEntries,
  STORES,
  type EditionKey,
  type ExternalSites,
  type LanguageEntry,
  type ExternalLanguageEntry,
  type Store,
  type StoreCode,
} from '../../app.config.ts'

/**
 * Editions are the first path segment of every public URL (SPEC §2): the store code, except that store `gb`
 * is spelled `uk` and store `en` is spelled `global`.
 */
const STORE_OF_EDITION: Readonly<Record<EditionKey, StoreCode>> = {
  de: 'de',
  global: 'en',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  uk: 'gb',
  es: 'es',
  id: 'id',
}

const EDITION_OF_STORE = Object.fromEntries(
  Object.entries(STORE_OF_EDITION).map(([edition, store]) => [store, edition]),
) as Readonly<Record<StoreCode, EditionKey>>

export function isEditionKey(value: string): value is EditionKey {
  return (EDITION_KEYS as readonly string[]).includes(value)
}

/**
 * The `$edition` segment of the edition routes matches an edition's key only (SPEC §1): a path whose first segment
 * is none is the content route's to answer, as every path no route names is.
 */
export const editionParam = {
  parse: <Raw extends { edition: string }>(raw: Raw): (Raw & { edition: EditionKey }) | false => (isEditionKey(raw.edition) ? { ...raw, edition: raw.edition } : false),
}

/** `uk` → `gb`, `global` → `en`, every other edition is its own store code. */
export function storeCodeOfEdition(edition: EditionKey): StoreCode {
  return STORE_OF_EDITION[edition]
}

/** `gb` → `uk`, `en` → `global`: the path segment a store's pages live under. */
export function editionOfStore(code: StoreCode): EditionKey {
  return EDITION_OF_STORE[code]
}

export function storeOfEdition(edition: EditionKey): Store {
  return STORES[storeCodeOfEdition(edition)]
}

export type AnyLanguageEntry = LanguageEntry | ExternalLanguageEntry

/** An entry of the shared lists, frozen at run time and read-only to the compiler, to the depth it is frozen. */
type SharedEntry<Entry> = { readonly [Key in keyof Entry]: Entry[Key] extends object ? Readonly<Entry[Key]> : Entry[Key] }

interface LanguageLists {
  sites: ExternalSites
  languages: ReadonlyArray<SharedEntry<AnyLanguageEntry>>
  editions: ReadonlyArray<SharedEntry<LanguageEntry>>
}

let lists: LanguageLists | undefined

/**
 * The lists of the sites a server or tab runs with, made once: every request asks for them, often several times.
 * Frozen, as they are shared.
 */
function languageListsOf(sites: ExternalSites): LanguageLists {
  if (lists && lists.sites.usShopUrl === sites.usShopUrl && lists.sites.esSiteUrl === sites.esSiteUrl) return lists
  const languages = Object.freeze(languageEntries(sites).map((entry) => Object.freeze(entry.kind === 'edition' ? { ...entry, accountRoutes: Object.freeze(entry.accountRoutes) } : entry)))
  lists = { sites: { ...sites }, languages, editions: Object.freeze(languages.filter((entry): entry is LanguageEntry => entry.kind === 'edition')) }
  return lists
}

/** The ten language entries in list order; only the US entry and Spanish's url depend on the sites. */
export function languageList(sites: ExternalSites): ReadonlyArray<SharedEntry<AnyLanguageEntry>> {
  return languageListsOf(sites).languages
}

export function editionEntries(sites: ExternalSites): ReadonlyArray<SharedEntry<LanguageEntry>> {
  return languageListsOf(sites).editions
}

export function editionEntry(edition: EditionKey, sites: ExternalSites): SharedEntry<LanguageEntry> {
  const entry = editionEntries(sites).find((candidate) => candidate.value === edition)
  // languageEntries lists every edition key; a miss is a broken configuration, not a request error.
  if (!entry) throw new Error(`No language entry for edition ${edition}`)
  return entry
}
