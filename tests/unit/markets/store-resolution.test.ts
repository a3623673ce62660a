import { describe, expect, it } from 'vitest'
import { STORE_CODES } from '../../../app.config.ts'
import { DEFAULT_STORE, editionOfStore, languageList, marketOfCountry, storeCodeOfEdition, storeOfCountry } from '../../../app/markets/index.ts'
import { SITES } from './sites.ts'

describe('store resolution', () => {
  it.each([
    ['DE', 'de'],
    ['AT', 'de'],
    ['FR', 'fr'],
    ['IT', 'it'],
    ['NL', 'nl'],
    ['PL', 'pl'],
    ['GB', 'gb'],
    ['ES', 'es'],
    ['ID', 'id'],
    ['EN', 'en'],
    ['at', 'de'],
  ])('country %s is served by store %s', (country, store) => {
    expect(storeOfCountry(country)).toBe(store)
  })

  it('Austria maps to Germany', () => {
    expect(marketOfCountry('AT', SITES).edition).toBe('de')
  })

  it('the English code maps to the global store', () => {
    expect(marketOfCountry('EN', SITES)).toMatchObject({ edition: 'global', store: { code: 'en' } })
  })

  it.each(['CH', 'US', 'ZZ'])('unknown country %s falls back to France', (country) => {
    expect(storeOfCountry(country)).toBe('fr')
  })

  it('FR is the default store when none resolves', () => {
    expect(DEFAULT_STORE).toBe('fr')
    expect(storeOfCountry(undefined)).toBe('fr')
    expect(storeOfCountry(null)).toBe('fr')
    expect(storeOfCountry('')).toBe('fr')
  })

  it('uk maps to gb and global maps to en, and back', () => {
    expect(storeCodeOfEdition('uk')).toBe('gb')
    expect(storeCodeOfEdition('global')).toBe('en')
    for (const code of STORE_CODES) expect(storeCodeOfEdition(editionOfStore(code))).toBe(code)
  })
})

describe('language list', () => {
  const list = languageList(SITES)
  it('US English links out to the external shop and Spanish to the external site', () => {
    expect(list.find((entry) => entry.value === 'us')).toMatchObject({ kind: 'external', url: SITES.usShopUrl })
    expect(list.find((entry) => entry.value === 'es')).toMatchObject({ url: SITES.esSiteUrl })
  })
  it('Spanish is hidden from alternate-language links; Indonesian is inactive', () => {
    expect(list.find((entry) => entry.value === 'es')?.hide_from_alternates).toBe(true)
    expect(list.find((entry) => entry.value === 'id')?.is_active).toBe(false)
  })
  it('is one list shared by every request, which no request can change', () => {
    expect(languageList({ ...SITES })).toBe(list)
    const germany = list.find((entry) => entry.kind === 'edition' && entry.value === 'de')
    if (germany?.kind !== 'edition') throw new Error('the list has no German edition')
    // The compiler refuses the writes as well (the ts-expect-error lines fail the type check if it stops refusing).
    // @ts-expect-error an entry of the shared list is read-only
    expect(() => (germany.searchRoute = '/elsewhere')).toThrow(TypeError)
    // @ts-expect-error its account routes are too
    expect(() => (germany.accountRoutes.login = '/elsewhere')).toThrow(TypeError)
    expect(Object.isFrozen(list)).toBe(true)
  })
})
