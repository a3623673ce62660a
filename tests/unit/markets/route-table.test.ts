import { describe, expect, it } from 'vitest'
import { resolveRequest } from '../../../app/markets/index.ts'
import { SITES } from './sites.ts'

/** SPEC §2 "Public routes per language", row by row. */
const TABLE = [
  { language: 'DE', edition: 'de', store: 'de', search: '/search-de', cart: '/de/cart', favourites: '/de/favoriten', blog: '/de/blog' },
  { language: 'EN global', edition: 'global', store: 'en', search: '/search-global', cart: '/global/cart', favourites: '/global/favorites', blog: null },
  { language: 'FR', edition: 'fr', store: 'fr', search: '/recherche', cart: '/fr/cart', favourites: '/fr/favoris', blog: null },
  { language: 'IT', edition: 'it', store: 'it', search: '/search-it', cart: '/it/cart', favourites: '/it/preferiti', blog: null },
  { language: 'NL', edition: 'nl', store: 'nl', search: '/search-nl', cart: '/nl/cart', favourites: '/nl/favorites', blog: null },
  { language: 'PL', edition: 'pl', store: 'pl', search: '/search-pl', cart: '/pl/cart', favourites: '/pl/favorites', blog: null },
  { language: 'UK', edition: 'uk', store: 'gb', search: '/uk/search', cart: '/uk/cart', favourites: '/uk/favorites', blog: null },
  { language: 'ES', edition: 'es', store: 'es', search: '/es/search', cart: '/es/cart', favourites: '/es/favorites', blog: null },
  { language: 'ID', edition: 'id', store: 'id', search: '/search-id', cart: '/id/cart', favourites: '/id/favorites', blog: null },
] as const

const resolve = (path: string, search?: string, country?: string) => resolveRequest({ path, search, country }, SITES)

describe.each(TABLE)('public routes of $language', (row) => {
  it(`${row.search} is the search view of the ${row.language} store`, () => {
    const { market, route, marketFrom } = resolve(row.search, 'searchPhrase=thermometer')
    expect(market.edition).toBe(row.edition)
    expect(market.store.code).toBe(row.store)
    expect(marketFrom).toBe('path')
    expect(route).toEqual({ kind: 'search', seoUrl: row.search, searchPhrase: 'thermometer' })
  })

  it(`${row.search} searches a phrase longer than the content platform takes by its first 200 characters`, () => {
    const phrase = `${'blood pressure '.repeat(20)}cuff`
    expect(resolve(row.search, new URLSearchParams({ searchPhrase: phrase }).toString()).route).toEqual({ kind: 'search', seoUrl: row.search, searchPhrase: phrase.slice(0, 200) })
  })

  it(`${row.search} trims the phrase: spaces alone are no phrase (SPEC §5 "Search input: required")`, () => {
    expect(resolve(row.search, 'searchPhrase=%20%20%20').route).toEqual({ kind: 'search', seoUrl: row.search, searchPhrase: '' })
    expect(resolve(row.search, 'searchPhrase=%20tensiom%C3%A8tre%20').route).toEqual({ kind: 'search', seoUrl: row.search, searchPhrase: 'tensiomètre' })
  })

  it(`${row.search} reads characters no one types (NUL, a line break) as spaces: the phrase is searched, never refused`, () => {
    expect(resolve(row.search, 'searchPhrase=blut%00druck%0A').route).toEqual({ kind: 'search', seoUrl: row.search, searchPhrase: 'blut druck' })
    expect(resolve(row.search, 'searchPhrase=%00%7F').route).toEqual({ kind: 'search', seoUrl: row.search, searchPhrase: '' })
  })

  it(`${row.cart} is the cart, ${row.favourites} the favourites`, () => {
    expect(resolve(row.cart)).toMatchObject({ market: { edition: row.edition }, route: { kind: 'cart' } })
    expect(resolve(`${row.cart}/`)).toMatchObject({ route: { kind: 'cart' } })
    expect(resolve(row.favourites)).toMatchObject({ market: { edition: row.edition }, route: { kind: 'favourites' } })
  })

  it(row.blog ? `${row.blog} and its posts are the blog` : 'has no blog: /{language}/blog is a content page', () => {
    const blog = row.blog ?? `/${row.edition}/blog`
    const route = resolve(blog).route
    if (row.blog) {
      expect(route).toEqual({ kind: 'blog', seoUrl: `${row.blog}/` })
      expect(resolve(`${row.blog}/first-post/`).route).toEqual({ kind: 'blog', seoUrl: `${row.blog}/first-post/` })
    } else {
      expect(route).toEqual({ kind: 'content', seoUrl: `${blog}/` })
    }
  })

  it(`the first path segment ${row.edition} is the store code ${row.store}; /${row.edition}/ is the home page`, () => {
    expect(resolve(`/${row.edition}/`)).toMatchObject({ market: { edition: row.edition, store: { code: row.store } }, route: { kind: 'home', seoUrl: `/${row.edition}/` } })
    expect(resolve(`/${row.edition}`).route.kind).toBe('home')
  })

  it(`product detail /${row.edition}/p/{id} and category /${row.edition}/c/...`, () => {
    expect(resolve(`/${row.edition}/p/4711`).route).toEqual({ kind: 'product', productId: '4711', seoUrl: `/${row.edition}/p/4711/` })
    expect(resolve(`/${row.edition}/c/thermometers/ear/`).route).toEqual({ kind: 'category', seoUrl: `/${row.edition}/c/thermometers/ear/` })
  })

  it('any other path of the edition is a content page looked up by its SEO URL', () => {
    expect(resolve(`/${row.edition}/about-us`)).toMatchObject({ market: { edition: row.edition }, route: { kind: 'content', seoUrl: `/${row.edition}/about-us/` } })
  })
})

const ACCOUNT_ROUTES = [
  ['login', 'login'],
  ['order-history', 'orderHistory'],
  ['personal', 'personal'],
  ['address', 'address'],
  ['change-password', 'changePassword'],
  ['reset-password', 'resetPassword'],
  ['activate-account', 'activateAccount'],
] as const

describe('account routes exist per language prefix', () => {
  const cases = TABLE.flatMap((row) => ACCOUNT_ROUTES.map(([segment, page]) => ({ edition: row.edition, segment, page })))
  it.each(cases)('/$edition/$segment/ is the account page $page', ({ edition, segment, page }) => {
    expect(resolve(`/${edition}/${segment}/`)).toMatchObject({ market: { edition }, route: { kind: 'account', page, params: [] } })
    expect(resolve(`/${edition}/${segment}`).route).toMatchObject({ kind: 'account', page })
  })

  it('an order detail and a reset token are parameters of their account page', () => {
    expect(resolve('/de/order-history/1001/').route).toEqual({ kind: 'account', page: 'orderHistory', params: ['1001'] })
    expect(resolve('/uk/reset-password/42/token-abc').route).toEqual({ kind: 'account', page: 'resetPassword', params: ['42', 'token-abc'] })
  })
})

describe('search routes', () => {
  it('the search route prefix may be prefixed with search-', () => {
    expect(resolve('/search-de/').market.edition).toBe('de')
    expect(resolve('/search-uk').market.store.code).toBe('gb')
  })

  it('a path below a search route is a 404 of that edition, not of the visitor country', () => {
    expect(resolve('/search-it/x', undefined, 'DE')).toMatchObject({ route: { kind: 'not-found' }, market: { edition: 'it' }, marketFrom: 'path' })
    expect(resolve('/recherche/x/y', undefined, 'DE')).toMatchObject({ route: { kind: 'not-found' }, market: { edition: 'fr' } })
    expect(resolve('/search-global/x', undefined, 'DE')).toMatchObject({ route: { kind: 'not-found' }, market: { edition: 'global' } })
  })

  it('an unknown search- suffix is no edition: 404 in the default store', () => {
    expect(resolve('/search-xx')).toMatchObject({ route: { kind: 'not-found' }, market: { store: { code: 'fr' } }, marketFrom: 'country' })
  })
})

describe('paths outside any edition', () => {
  it('/ has no edition: the visitor is sent to the edition of their country', () => {
    expect(resolve('/', undefined, 'AT')).toMatchObject({ route: { kind: 'root' }, market: { edition: 'de' }, marketFrom: 'country' })
  })

  it('an unknown first segment is a 404, rendered in the visitor country edition', () => {
    expect(resolve('/xx/some-page/', undefined, 'IT')).toMatchObject({ route: { kind: 'not-found' }, market: { edition: 'it' } })
  })

  it('the store codes en and gb are not editions of their own: /global/ and /uk/ are', () => {
    expect(resolve('/en/').route.kind).toBe('not-found')
    expect(resolve('/gb/cart').route.kind).toBe('not-found')
  })
})
