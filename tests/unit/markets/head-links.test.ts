import { describe, expect, it } from 'vitest'
import { STORES } from '../../../app.config.ts'
import { alternateLinks, canonicalUrl, equivalentPath, editionEntry, headDataOf, languageList, resolveRequest, siteVerificationTag } from '../../../app/markets/index.ts'
import { ORIGIN, SITES } from './sites.ts'

const languages = languageList(SITES)

describe('canonical link', () => {
  it.each([
    ['/de/blutdruck', `${ORIGIN}/de/blutdruck/`],
    ['/de/blutdruck/?utm=x', `${ORIGIN}/de/blutdruck/`],
    ['/en/c/thermometers/', `${ORIGIN}/global/c/thermometers/`],
    ['/gb/p/12', `${ORIGIN}/uk/p/12/`],
    ['/global/', `${ORIGIN}/global/`],
    ['https://content.example/en/p/5/', `${ORIGIN}/global/p/5/`],
  ])('is absolute with trailing slash, /en/ shown as /global/ and /gb/ as /uk/: %s', (path, canonical) => {
    expect(canonicalUrl(`${ORIGIN}/`, path)).toBe(canonical)
  })
})

describe('alternate-language links', () => {
  it('are emitted per active language except hidden ones, plus x-default', () => {
    const links = alternateLinks({ origin: ORIGIN, route: { kind: 'home', seoUrl: '/de/' }, languages })
    expect(links).toEqual([
      { hreflang: 'de', href: `${ORIGIN}/de/` },
      { hreflang: 'it', href: `${ORIGIN}/it/` },
      { hreflang: 'en-GB', href: `${ORIGIN}/uk/` },
      { hreflang: 'fr', href: `${ORIGIN}/fr/` },
      { hreflang: 'nl', href: `${ORIGIN}/nl/` },
      { hreflang: 'pl', href: `${ORIGIN}/pl/` },
      { hreflang: 'en', href: `${ORIGIN}/global/` },
      { hreflang: 'x-default', href: `${ORIGIN}/global/` },
    ])
  })

  it('leave out Spanish (hide_from_alternates), US English (links out) and Indonesian (inactive)', () => {
    const hreflangs = alternateLinks({ origin: ORIGIN, route: { kind: 'cart' }, languages }).map((link) => link.hreflang)
    expect(hreflangs).not.toContain('es')
    expect(hreflangs).not.toContain('en-US')
    expect(hreflangs).not.toContain('id')
  })

  it('for a content page follow its selfLinks and skip languages without an equivalent page', () => {
    const route = resolveRequest({ path: '/de/c/thermometer/' }, SITES).route
    const links = alternateLinks({ origin: ORIGIN, route, languages, selfLinks: { de: '/de/c/thermometer/', fr: '/fr/c/thermometres/', global: '/en/c/thermometers/' } })
    expect(links).toEqual([
      { hreflang: 'de', href: `${ORIGIN}/de/c/thermometer/` },
      { hreflang: 'fr', href: `${ORIGIN}/fr/c/thermometres/` },
      { hreflang: 'en', href: `${ORIGIN}/global/c/thermometers/` },
      { hreflang: 'x-default', href: `${ORIGIN}/global/c/thermometers/` },
    ])
  })

  it('for fixed routes point at the same route of each language', () => {
    const uk = editionEntry('uk', SITES)
    expect(equivalentPath({ kind: 'favourites' }, editionEntry('de', SITES))).toBe('/de/favoriten')
    expect(equivalentPath({ kind: 'search', seoUrl: '/search-de', searchPhrase: '' }, uk)).toBe('/uk/search')
    expect(equivalentPath({ kind: 'account', page: 'address', params: [] }, uk)).toBe('/uk/address/')
    expect(equivalentPath({ kind: 'not-found' }, uk)).toBeNull()
  })
})

describe('site verification', () => {
  it.each(['it', 'fr', 'de', 'nl'] as const)('a site verification tag is emitted for %s', (code) => {
    expect(siteVerificationTag(STORES[code], 'token')).toEqual({ name: 'google-site-verification', content: 'token' })
  })
  it.each(['en', 'pl', 'gb', 'es', 'id'] as const)('no tag for %s', (code) => {
    expect(siteVerificationTag(STORES[code], 'token')).toBeNull()
  })
})

describe('head data', () => {
  it.each([
    ['/de/', 'de-DE'],
    ['/global/', 'en'],
    ['/uk/', 'en-GB'],
    ['/fr/', 'fr-FR'],
    ['/it/', 'it-IT'],
    ['/nl/', 'nl-NL'],
    ['/pl/', 'pl-PL'],
    ['/es/', 'es-ES'],
    ['/id/', 'id-ID'],
  ])('<html lang> of %s is %s', (path, lang) => {
    const { market, route } = resolveRequest({ path }, SITES)
    expect(headDataOf({ origin: ORIGIN, selfPath: path, market, route, languages }).htmlLang).toBe(lang)
  })

  it('collects canonical, alternates and verification for one request', () => {
    const { market, route } = resolveRequest({ path: '/nl/favorites' }, SITES)
    const head = headDataOf({ origin: ORIGIN, selfPath: '/nl/favorites', market, route, languages, siteVerificationToken: 'nl-token' })
    expect(head.canonical).toBe(`${ORIGIN}/nl/favorites/`)
    expect(head.alternates).toContainEqual({ hreflang: 'de', href: `${ORIGIN}/de/favoriten/` })
    expect(head.siteVerification?.content).toBe('nl-token')
  })
})
