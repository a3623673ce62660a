import { describe, expect, it } from 'vitest'
import { decodeId, encodeId, keyOf, numericKeyOf } from '../../../../backend/commerce/ids.ts'

describe('global ids', () => {
  it('encodes ids as base64 of gid://shopify/{Type}/{key}, as the 2022-07 API returns them', () => {
    expect(encodeId('ProductVariant', 123)).toBe(Buffer.from('gid://shopify/ProductVariant/123').toString('base64'))
  })

  it('accepts both the encoded and the raw global id on input', () => {
    expect(decodeId(encodeId('Checkout', 'abc'))).toEqual({ type: 'Checkout', key: 'abc' })
    expect(decodeId('gid://shopify/Checkout/abc?key=secret')).toEqual({ type: 'Checkout', key: 'abc' })
  })

  it('rejects ids of another type and ids that are no global ids', () => {
    expect(keyOf(encodeId('Product', 1), 'ProductVariant')).toBeUndefined()
    expect(decodeId('hello world')).toBeUndefined()
    expect(decodeId(Buffer.from('gid://other/Thing/1').toString('base64'))).toBeUndefined()
    expect(numericKeyOf('gid://shopify/ProductVariant/12a', 'ProductVariant')).toBeUndefined()
    expect(numericKeyOf('gid://shopify/ProductVariant/12', 'ProductVariant')).toBe(12)
  })
})
