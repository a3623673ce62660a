import { describe, expect, it } from 'vitest'
import { cartErrorKey, withPendingChanges } from '../../../../app/components/cart/optimistic-lines.ts'
import { amountAttributeOf, lineAttributes } from '../../../../app/components/cart/line-attributes.ts'
import type { CheckoutLine } from '../../../../machines/types.ts'

const line = (id: string, quantity: number): CheckoutLine => ({ id, variantId: `v-${id}`, productId: id, title: id, quantity, price: 10, imageUrl: null, customAttributes: [] })

describe('optimistic cart lines', () => {
  it('shows a changed quantity, a removed line and an added line before the platform answers', () => {
    const lines = withPendingChanges([line('a', 1), line('b', 2)], [
      { kind: 'quantity', lineId: 'a', quantity: 3 },
      { kind: 'remove', lineId: 'b' },
      { kind: 'add', lines: [line('c', 1)] },
    ])
    expect(lines.map((item) => [item.id, item.quantity])).toEqual([['a', 3], ['c', 1]])
  })

  it('adds to the quantity of a line with the same variant instead of a second line', () => {
    expect(withPendingChanges([line('a', 1)], [{ kind: 'add', lines: [{ ...line('preview', 2), variantId: 'v-a' }] }])).toEqual([{ ...line('a', 3) }])
  })

  it('rolls back to the confirmed lines when no change is pending', () => {
    const confirmed = [line('a', 1)]
    expect(withPendingChanges(confirmed, [])).toBe(confirmed)
  })

  it('names the refusal: purchase limit, stock, or anything else', () => {
    expect(cartErrorKey('Maximum 2 items per household')).toBe('CART_ERROR_LIMIT')
    expect(cartErrorKey('Only 3 items are in stock')).toBe('CART_ERROR_STOCK')
    expect(cartErrorKey('Variant is not available for sale')).toBe('CART_ERROR_STOCK')
    expect(cartErrorKey('boom')).toBe('CART_ERROR_GENERIC')
  })
})

describe('cart line attributes (SPEC §3)', () => {
  it('carries _url, _title, _id, _strikethrough_price, _trackingProduct, _recycling_class and _recycling_price', () => {
    const attributes = lineAttributes({ url: '/pl/p/1001/', title: 'BM 10', productId: '1001', strikethroughPrice: 99.99, trackingProduct: '{"item_id":"1001"}', recyclingClass: 'WEEE 5', recyclingPrice: 0.99 })
    expect(attributes.map((attribute) => attribute.key)).toEqual(['_url', '_title', '_id', '_strikethrough_price', '_trackingProduct', '_recycling_class', '_recycling_price'])
    expect(amountAttributeOf({ customAttributes: attributes }, '_strikethrough_price')).toBe(99.99)
  })

  it('leaves out empty values', () => {
    const attributes = lineAttributes({ url: '/uk/p/1/', title: 'T', productId: '1', strikethroughPrice: null, trackingProduct: '{}', recyclingClass: null, recyclingPrice: null })
    expect(attributes.map((attribute) => attribute.key)).toEqual(['_url', '_title', '_id', '_trackingProduct'])
  })
})
