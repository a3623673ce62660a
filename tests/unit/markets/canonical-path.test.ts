import { describe, expect, it } from 'vitest'
import { otherSpellingOf, ownAddressOf, resolveRequest } from '../../../app/markets/index.ts'
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
    expect(ownAddressOf('/pl/c/Cisnieniomierze/', '/pl/c/cisnieniomierze/', 'category')).toBe('/pl/c/cisnieniomierze/')
    expect(ownAddressOf('/de/c/Blutdruckmessgeraete', '/de/c/blutdruckmessgeraete/', 'category')).toBe('/de/c/blutdruckmessgeraete/')
    expect(ownAddressOf('/pl/c/MASAŻ/', '/pl/c/masaż/', 'category')).toBe('/pl/c/masa%C5%BC/')
  })

  it('leaves the page’s own path, a trailing slash more or less, and a path the platform answered with another page', () => {
    expect(ownAddressOf('/pl/c/cisnieniomierze/', '/pl/c/cisnieniomierze/', 'category')).toBeNull()
    expect(ownAddressOf('/pl/c/cisnieniomierze', '/pl/c/cisnieniomierze/', 'category')).toBeNull()
    expect(ownAddressOf('/pl/c/old-name/', '/pl/c/cisnieniomierze/', 'category')).toBeNull()
    expect(ownAddressOf('/pl/c/x/', undefined, 'category')).toBeNull()
    expect(ownAddressOf('/pl/c/x/', 'https://elsewhere.example/pl/c/X/', 'category')).toBeNull()
  })
})

describe('a product the content platform found at another spelling of its id is sent on to its own address (SPEC §2: a product is addressed by its id)', () => {
  it('sends a padded or encoded spelling of the id to the product’s own address', () => {
    expect(ownAddressOf('/pl/p/01099/', '/pl/p/1099/', 'product')).toBe('/pl/p/1099/')
    expect(ownAddressOf('/pl/p/1099%2Fx/', '/pl/p/1099/', 'product')).toBe('/pl/p/1099/')
  })

  it('leaves the product’s own address, and an own address outside the edition or not a product’s', () => {
    expect(ownAddressOf('/pl/p/1099', '/pl/p/1099/', 'product')).toBeNull()
    expect(ownAddressOf('/pl/p/01099/', '/de/p/1099/', 'product')).toBeNull()
    expect(ownAddressOf('/pl/p/01099/', '/pl/c/cisnieniomierze/', 'product')).toBeNull()
  })

  it('sends another page on only for a difference of case', () => {
    expect(ownAddressOf('/pl/c/old-name/', '/pl/c/cisnieniomierze/', 'category')).toBeNull()
  })
})
