import { describe, expect, it } from 'vitest'
import { amountAttributeOf, lineAttributes } from '../../../../app/components/cart/line-attributes.ts'

describe('cart line attributes (SPEC §3)', () => {
  it('carries _url, _title, _id, _strikethrough_price, _trackingProduct, _recycling_class and _recycling_price, and the purchase limit per household', () => {
    const attributes = lineAttributes({ url: '/pl/p/1001/', title: 'BM 10', productId: '1001', strikethroughPrice: 99.99, trackingProduct: '{"item_id":"1001"}', recyclingClass: 'WEEE 5', recyclingPrice: 0.99, purchaseLimit: 3 })
    expect(attributes.map((attribute) => attribute.key)).toEqual(['_url', '_title', '_id', '_strikethrough_price', '_trackingProduct', '_recycling_class', '_recycling_price', '_purchase_limit'])
    expect(amountAttributeOf({ customAttributes: attributes }, '_strikethrough_price')).toBe(99.99)
    expect(amountAttributeOf({ customAttributes: attributes }, '_purchase_limit')).toBe(3)
  })

  it('leaves out empty values', () => {
    const attributes = lineAttributes({ url: '/uk/p/1/', title: 'T', productId: '1', strikethroughPrice: null, trackingProduct: '{}', recyclingClass: null, recyclingPrice: null, purchaseLimit: null })
    expect(attributes.map((attribute) => attribute.key)).toEqual(['_url', '_title', '_id', '_trackingProduct'])
  })
})
