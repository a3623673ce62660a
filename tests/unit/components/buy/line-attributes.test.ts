import { describe, expect, it } from 'vitest'
import { amountAttributeOf, lineAttributes, lineLimitsOf } from '../../../../app/components/cart/line-attributes.ts'

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

  it('gives each line of a product with a purchase limit per household the room the product’s lines leave together', () => {
    const lineOf = (id: string, productId: string, quantity: number, limit?: string) => ({
      id,
      variantId: `v-${id}`,
      productId,
      title: 'T',
      quantity,
      price: { amount: 1, currencyCode: 'EUR' },
      imageUrl: null,
      customAttributes: limit === undefined ? [] : [{ key: '_purchase_limit', value: limit }],
    })
    // Two sizes of one product limited to three: two and one hold the limit; a third product has none.
    expect(lineLimitsOf([lineOf('a', '1107', 2, '3'), lineOf('b', '1107', 1, '3'), lineOf('c', '1001', 5)])).toEqual([
      { limit: 3, max: 2, reached: true },
      { limit: 3, max: 1, reached: true },
      null,
    ])
    expect(lineLimitsOf([lineOf('a', '1107', 1, '3'), lineOf('b', '1107', 1, '3')])).toEqual([
      { limit: 3, max: 2, reached: false },
      { limit: 3, max: 2, reached: false },
    ])
    // A value no catalogue limit could be is no limit.
    for (const odd of ['', ' ', '0', '-1', '2.5', 'three']) expect(lineLimitsOf([lineOf('a', '1107', 1, odd)])).toEqual([null])
  })
})

