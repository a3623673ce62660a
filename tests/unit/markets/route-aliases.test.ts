import { describe, expect, it } from 'vitest'
import { EDITION_KEYS, EDITION_ROUTES } from '../../../app.config.ts'
import { editionOfPath } from '../../../app/markets/links.ts'
import { publicPathOfRoute, routeAliasRewrite, routePathOf } from '../../../app/markets/route-aliases.ts'

describe('SPEC §2 public routes per language map onto the router\'s routes and back', () => {
  for (const edition of EDITION_KEYS) {
    const { searchRoute, favoritesRoute, cartRoute } = EDITION_ROUTES[edition]
    it(`${edition}: ${searchRoute} is the search route and ${favoritesRoute} the favourites route`, () => {
      expect(routePathOf(searchRoute)).toBe(`/${edition}/search`)
      expect(routePathOf(favoritesRoute)).toBe(`/${edition}/favorites`)
      expect(publicPathOfRoute(`/${edition}/search`)).toBe(searchRoute)
      expect(publicPathOfRoute(`/${edition}/favorites`)).toBe(favoritesRoute)
      expect(routePathOf(cartRoute)).toBe(cartRoute)
      expect(editionOfPath(`${searchRoute}?searchPhrase=x`)).toBe(edition)
    })
  }

  it('keeps the trailing slash as the address was written', () => {
    expect(routePathOf('/de/favoriten/')).toBe('/de/favorites/')
    expect(publicPathOfRoute('/fr/search/')).toBe('/recherche/')
  })

  it('leaves every other path as it is: products, categories, content, another spelling of an alias', () => {
    for (const path of ['/de/', '/de/p/1099/', '/de/c/blutdruckmessgeraete/', '/fr/politique-de-protecton-des-donnees/', '/DE/Favoriten', '/search-uk']) {
      expect(routePathOf(path)).toBe(path)
    }
  })

  it('rewrites URLs with their query and fragment kept', () => {
    const incoming = routeAliasRewrite.input({ url: new URL('https://shop.test/recherche?searchPhrase=tension#top') })
    expect(incoming?.href).toBe('https://shop.test/fr/search?searchPhrase=tension#top')
    const outgoing = routeAliasRewrite.output({ url: new URL('https://shop.test/it/favorites?x=1') })
    expect(outgoing?.href).toBe('https://shop.test/it/preferiti?x=1')
    expect(routeAliasRewrite.input({ url: new URL('https://shop.test/de/p/1099/') })).toBeUndefined()
  })
})
