import { describe, expect, it } from 'vitest'
import { editionEntry, INTERNAL_ROUTES, isAccountArea, publicPathOf, resolveRequest, type InternalRoute, type RouteKind } from '../../../app/markets/index.ts'
import { SITES } from './sites.ts'

const resolve = (path: string, search?: string, country?: string) => resolveRequest({ path, search, country }, SITES)

describe('internal /frontend/* routes', () => {
  it('/frontend/entry with seoUrl is the generic page entry; the SEO path decides edition and kind', () => {
    expect(resolve('/frontend/entry', 'seoUrl=/nl/over-ons/&utm_source=mail')).toMatchObject({
      market: { edition: 'nl' },
      route: { kind: 'content', seoUrl: '/nl/over-ons/' },
      marketFrom: 'path',
    })
    expect(resolve('/frontend/entry', 'seoUrl=/global/p/12/').route).toEqual({ kind: 'product', productId: '12', seoUrl: '/global/p/12/' })
  })

  it('/frontend/entry without seoUrl has no page: 404', () => {
    expect(resolve('/frontend/entry').route.kind).toBe('not-found')
  })

  it('/frontend/search with seoUrl and searchPhrase is the search view', () => {
    expect(resolve('/frontend/search', 'seoUrl=/recherche&searchPhrase=tensiom%C3%A8tre')).toMatchObject({
      market: { edition: 'fr' },
      route: { kind: 'search', seoUrl: '/recherche', searchPhrase: 'tensiomètre' },
    })
  })

  it('/frontend/search with a seoUrl below an edition’s search route is the search view of that edition, not of the visitor’s country', () => {
    expect(resolve('/frontend/search', 'seoUrl=/search-it/x', 'PL')).toMatchObject({ market: { edition: 'it' }, route: { kind: 'search', seoUrl: '/search-it', searchPhrase: '' } })
  })

  const VIEWS: Array<[InternalRoute, string, RouteKind]> = [
    ['cart', '/warenkorb', { kind: 'cart' }],
    ['favorites', '/favorites', { kind: 'favourites' }],
    ['login', '/login', { kind: 'account', page: 'login', params: [] }],
    ['orderHistory', '/order-history', { kind: 'account', page: 'orderHistory', params: [] }],
    ['personalData', '/personal', { kind: 'account', page: 'personal', params: [] }],
    ['address', '/address', { kind: 'account', page: 'address', params: [] }],
    ['accountPassword', '/change-pasword', { kind: 'account', page: 'changePassword', params: [] }],
  ]

  it.each(VIEWS)('/frontend/%s has the default public alias %s', (internal, alias, route) => {
    expect(INTERNAL_ROUTES[internal].defaultAlias).toBe(alias)
    expect(publicPathOf(internal)).toBe(alias)
    expect(resolve(INTERNAL_ROUTES[internal].path).route).toEqual(route)
    expect(resolve(alias, undefined, 'PL')).toMatchObject({ route, market: { edition: 'pl' }, marketFrom: 'country' })
  })

  it('a language entry supplies its own public path for each internal route', () => {
    const de = editionEntry('de', SITES)
    expect(publicPathOf('cart', de)).toBe('/de/cart')
    expect(publicPathOf('favorites', de)).toBe('/de/favoriten')
    expect(publicPathOf('search', de)).toBe('/search-de')
    expect(publicPathOf('accountPassword', de)).toBe('/de/change-password/')
    expect(publicPathOf('orderHistory', editionEntry('uk', SITES))).toBe('/uk/order-history/')
  })

  it('an internal route with a seoUrl takes the edition from it', () => {
    expect(resolve('/frontend/cart', 'seoUrl=/uk/')).toMatchObject({ route: { kind: 'cart' }, market: { store: { code: 'gb' } } })
  })
})

describe('account-area path fragments', () => {
  it.each(['/de/login/', '/fr/personal/', '/uk/order-history/1001/', '/global/address', '/pl/change-password/'])('%s is in the account area', (path) => {
    expect(isAccountArea(path)).toBe(true)
  })
  it('a content page is not', () => {
    expect(isAccountArea('/de/blutdruck/')).toBe(false)
  })
})
