import { describe, expect, it } from 'vitest'
import { editionOfPath, normalizePath } from '../../../../backend/content/editions.ts'
import { globalId, localize } from '../../../../backend/content/localize.ts'
import { orQuery } from '../../../../backend/content/search.ts'
import { productStockState, variantStockState } from '../../../../backend/content/stock.ts'
import { parseTransform } from '../../../../backend/images/host.ts'

describe('SEO paths', () => {
  it('normalizes the paths the shop sends to the stored form', () => {
    expect(normalizePath('/nl')).toBe('/nl/')
    expect(normalizePath('/de/c/Blutdruckmessgeraete?x=1#top')).toBe('/de/c/blutdruckmessgeraete/')
    expect(normalizePath('https://shop.example/uk/data-protection')).toBe('/uk/data-protection/')
    expect(normalizePath('de//blog/')).toBe('/de/blog/')
  })

  it('maps the /en/ rewrite of /global/c/ and /global/p/ and the gb store code to their editions', () => {
    expect(normalizePath('/en/c/massage/')).toBe('/global/c/massage/')
    expect(normalizePath('/en/p/1045/')).toBe('/global/p/1045/')
    expect(normalizePath('/gb/')).toBe('/uk/')
  })

  it('finds the edition of a path by its prefix or its search route', () => {
    expect(editionOfPath('/uk/p/1/')?.storeCode).toBe('gb')
    expect(editionOfPath('/recherche/')?.key).toBe('fr')
    expect(editionOfPath('/search-de/')?.key).toBe('de')
    expect(editionOfPath('/cart/')).toBeUndefined()
  })
})

describe('stock states', () => {
  const variant = (stock: number, online = true) => ({ stock, online })

  it('tells in stock, few in stock, back in stock shortly, not available online and sold out apart', () => {
    expect(variantStockState(variant(20), [], false)).toBe('in-stock')
    expect(variantStockState(variant(3), [], false)).toBe('few-in-stock')
    expect(variantStockState(variant(0), [], true)).toBe('back-soon')
    expect(variantStockState(variant(50, false), [], false)).toBe('not-available-online')
    expect(variantStockState(variant(0), [variant(0)], false)).toBe('sold-out')
  })

  it('shows a sold-out size of a product still on sale as soon available again', () => {
    const sizes = [variant(10), variant(0)]
    expect(variantStockState(sizes[1]!, sizes, false)).toBe('back-soon')
    expect(productStockState(sizes, false)).toBe('in-stock')
  })
})

describe('search and texts', () => {
  it('builds an OR full-text query whose last word matches as a prefix', () => {
    expect(orQuery('Ohr-Thermometer FT 7')).toBe('ohr | thermometer | ft | 7:*')
    expect(orQuery("  l'air & (purifier)  ")).toBe('l | air | purifier:*')
    expect(orQuery('!!!')).toBe('')
  })

  it('picks the language of stored text objects, with English as fallback', () => {
    expect(localize({ title: { de: 'Waage', en: 'Scale' }, n: 3, list: [{ en: 'a', fr: 'b' }] }, 'de')).toEqual({ title: 'Waage', n: 3, list: ['a'] })
  })

  it('encodes storefront global ids in base64', () => {
    expect(Buffer.from(globalId('ProductVariant', 10451), 'base64').toString()).toBe('gid://shopify/ProductVariant/10451')
  })
})

describe('image transformations', () => {
  const params = (query: string) => new URLSearchParams(query)

  it('picks AVIF, then WebP, then JPEG by the Accept header when the format is auto', () => {
    expect(parseTransform(params(''), 'image/avif,image/webp').format).toBe('avif')
    expect(parseTransform(params('fm=auto'), 'image/webp').format).toBe('webp')
    expect(parseTransform(params(''), null).format).toBe('jpeg')
  })

  it('defaults the quality to 75 and reads size, pixel ratio, crop and gravity', () => {
    expect(parseTransform(params('w=300&h=200&dpr=2&crop=fill&gravity=north'), null)).toMatchObject({ width: 300, height: 200, dpr: 2, fit: 'cover', gravity: 'north', quality: 75 })
  })

  it('refuses values out of range', () => {
    expect(() => parseTransform(params('q=0'), null)).toThrow(/q/)
    expect(() => parseTransform(params('dpr=5'), null)).toThrow(/dpr/)
    expect(() => parseTransform(params('crop=zoom'), null)).toThrow(/crop/)
  })
})
