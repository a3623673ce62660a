import { describe, expect, it } from 'vitest'
import { otherCaseOf, otherSpellingOf, resolveRequest } from '../../../app/markets/index.ts'
import { SITES } from './sites.ts'

const sentOnFrom = (path: string) => otherSpellingOf(path, resolveRequest({ path }, SITES))

describe('a page has one address: another spelling of it is sent on to the address the shop writes (SPEC §2)', () => {
  it.each([
    ['/PL/', '/pl/'],
    ['/Pl', '/pl/'],
    ['/search-PL', '/search-pl'],
    ['/RECHERCHE', '/recherche'],
    ['/UK/Search/', '/uk/search'],
    ['/DE/Cart', '/de/cart'],
    ['/de/FAVORITEN', '/de/favoriten'],
    ['/PL/p/1001/', '/pl/p/1001/'],
    ['/pl/P/1001', '/pl/p/1001/'],
    ['/Pl/c/masaz/', '/pl/c/masaz/'],
    ['/pl/C/masaz/aparaty/', '/pl/c/masaz/aparaty/'],
    ['/FR/politique-de-protecton-des-donnees/', '/fr/politique-de-protecton-des-donnees/'],
    ['/DE/Blog/erster-beitrag/', '/de/blog/erster-beitrag/'],
    ['/uk/LOGIN/', '/uk/login/'],
    ['/UK/order-history/1001/', '/uk/order-history/1001/'],
    ['/DE/search', '/search-de'],
    ['/DE/Search', '/search-de'],
    ['/FR/favorites', '/fr/favoris'],
    ['/Pl/c/masaż/', '/pl/c/masa%C5%BC/'],
    ['/PL/ein blatt/', '/pl/ein%20blatt/'],
    ['/PL/100%25/', '/pl/100%25/'],
    ['/pl//c//masaz/', '/pl/c/masaz/'],
  ])('%s is sent on to %s', (path, canonical) => {
    expect(sentOnFrom(path)).toBe(canonical)
  })

  it.each(['/pl/', '/pl', '/search-pl', '/uk/search', '/de/cart/', '/pl/p/1001/', '/pl/p/1001', '/pl/c/masaz/', '/fr/politique-de-protecton-des-donnees/', '/uk/login/', '/uk/order-history/1001/'])(
    '%s, spelled as the shop writes it, a trailing slash more or less, stays where it is',
    (path) => {
      expect(sentOnFrom(path)).toBeNull()
    },
  )

  it('a content path keeps the rest of its spelling: the content platform decides what it names', () => {
    expect(sentOnFrom('/pl/Nowa-Strona/')).toBeNull()
    expect(sentOnFrom('/PL/Nowa-Strona/')).toBe('/pl/Nowa-Strona/')
  })

  it('a path under an account route that is no page is not found where it is, not sent on', () => {
    expect(sentOnFrom('/DE/login/x/')).toBeNull()
    expect(sentOnFrom('/DE/order-history/0001/')).toBeNull()
  })

  it('an internal route, the root and a path naming no edition are not sent on', () => {
    expect(otherSpellingOf('/frontend/entry', resolveRequest({ path: '/frontend/entry', search: 'seoUrl=/PL/' }, SITES))).toBeNull()
    expect(sentOnFrom('/')).toBeNull()
    expect(sentOnFrom('/XX/something/')).toBeNull()
  })

  it('a product address ends at its id: more segments after it are no page', () => {
    expect(resolveRequest({ path: '/pl/p/1001/extra/' }, SITES).route).toEqual({ kind: 'not-found' })
    expect(sentOnFrom('/pl/p/1001/extra/')).toBeNull()
  })
})

describe('a page the content platform found at a path in other letters is sent on to its own address', () => {
  it('sends a path that differs from the page’s own only in case to the page’s own, encoded', () => {
    expect(otherCaseOf('/pl/c/Cisnieniomierze/', '/pl/c/cisnieniomierze/')).toBe('/pl/c/cisnieniomierze/')
    expect(otherCaseOf('/de/c/Blutdruckmessgeraete', '/de/c/blutdruckmessgeraete/')).toBe('/de/c/blutdruckmessgeraete/')
    expect(otherCaseOf('/pl/c/MASAŻ/', '/pl/c/masaż/')).toBe('/pl/c/masa%C5%BC/')
  })

  it('leaves the page’s own path, a trailing slash more or less, and a path the platform answered with another page', () => {
    expect(otherCaseOf('/pl/c/cisnieniomierze/', '/pl/c/cisnieniomierze/')).toBeNull()
    expect(otherCaseOf('/pl/c/cisnieniomierze', '/pl/c/cisnieniomierze/')).toBeNull()
    expect(otherCaseOf('/pl/c/old-name/', '/pl/c/cisnieniomierze/')).toBeNull()
    expect(otherCaseOf('/pl/c/x/', undefined)).toBeNull()
    expect(otherCaseOf('/pl/c/x/', 'https://elsewhere.example/pl/c/X/')).toBeNull()
  })
})
