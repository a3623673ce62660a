import { describe, expect, it } from 'vitest'
import { activationSearchOf, loginSearchOf, resetSearchOf } from '../../../app/markets/account-link-search.ts'

describe('the query of the account pages’ links', () => {
  it('keeps a reset link’s id and token, a token of digits included, and leaves out what has the wrong shape', () => {
    expect(resetSearchOf({ id: 'Z2lkOi8vc2hvcGlmeS9DdXN0b21lci8x', token: 'abc123' })).toEqual({ id: 'Z2lkOi8vc2hvcGlmeS9DdXN0b21lci8x', token: 'abc123' })
    expect(resetSearchOf({ id: 'c1', token: 123456 })).toEqual({ id: 'c1', token: '123456' })
    expect(resetSearchOf({ id: { nested: true }, token: '' })).toEqual({})
    expect(resetSearchOf({ id: 'c1', token: 'x'.repeat(201) })).toEqual({ id: 'c1' })
  })

  it('keeps an activation URL only if it is a web address', () => {
    expect(activationSearchOf({ url: 'https://shop.example/account/activate/1/abc' })).toEqual({ url: 'https://shop.example/account/activate/1/abc' })
    expect(activationSearchOf({ url: 'javascript:alert(1)' })).toEqual({})
    expect(activationSearchOf({ url: 'not a url' })).toEqual({})
    expect(activationSearchOf({})).toEqual({})
  })

  it('keeps the login page’s return only if it is a path of this site, and its then only if it is the checkout', () => {
    expect(loginSearchOf({ return: '/de/cart', then: 'checkout' })).toEqual({ return: '/de/cart', then: 'checkout' })
    expect(loginSearchOf({ return: '//evil.example/de/', then: 'elsewhere' })).toEqual({})
    expect(loginSearchOf({ return: 'https://evil.example/', then: true })).toEqual({})
    expect(loginSearchOf({ return: 1099 })).toEqual({})
    expect(loginSearchOf({ return: `/de/${'x'.repeat(2048)}` })).toEqual({})
  })
})
