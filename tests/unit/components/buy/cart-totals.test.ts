import { describe, expect, it } from 'vitest'
import { cartTotals, type ShippingRate } from '../../../../app/components/cart/cart-totals.ts'
import { shippingRateOfSnippets } from '../../../../app/components/cart/shipping-rate.ts'
import type { CheckoutLine } from '../../../../domain/types.ts'

const line = (id: string, price: number, quantity: number, extra: Record<string, string> = {}, currencyCode = 'EUR'): CheckoutLine => ({
  id: `line-${id}`,
  variantId: `variant-${id}`,
  productId: id,
  title: `Product ${id}`,
  quantity,
  price: { amount: price, currencyCode },
  imageUrl: null,
  customAttributes: [{ key: '_id', value: id }, ...Object.entries(extra).map(([key, value]) => ({ key, value }))],
})

const euros = (amount: number) => ({ amount, currencyCode: 'EUR' })
const RATE: ShippingRate = { price: 19.99, orderMinPrice: 199, freeShippingProducts: ['1111'] }

describe('cart totals', () => {
  it('counts distinct products and total quantity', () => {
    const totals = cartTotals([line('1', 10, 2), line('2', 5, 3)], RATE, 'EUR')
    expect(totals.distinctProducts).toBe(2)
    expect(totals.totalQuantity).toBe(5)
    expect(totals.subtotal).toEqual(euros(35))
  })

  it('takes a bundle’s saving off the subtotal and counts it among the savings', () => {
    const totals = cartTotals([{ ...line('1', 100, 1), discount: euros(10) }, { ...line('2', 50, 2), discount: euros(10) }, line('3', 20, 1)], RATE, 'EUR')
    expect(totals.subtotal).toEqual(euros(200))
    expect(totals.savings).toEqual(euros(20))
    expect(totals.freeShipping).toBe(true)
  })

  it('charges standard shipping below the threshold and shows it as 0.00 once the total reaches orderMinPrice', () => {
    const below = cartTotals([line('1', 99.5, 1)], RATE, 'EUR')
    expect(below.freeShipping).toBe(false)
    expect(below.shipping).toEqual(euros(19.99))
    expect(below.total).toEqual(euros(119.49))
    expect(below.remainingForFreeShipping).toEqual(euros(99.5))
    const reached = cartTotals([line('1', 99.5, 2)], RATE, 'EUR')
    expect(reached.freeShipping).toBe(true)
    expect(reached.shipping).toEqual(euros(0))
    expect(reached.total).toEqual(euros(199))
    expect(reached.remainingForFreeShipping).toBeNull()
  })

  it('ships free whatever the total when a free-shipping product is in the cart', () => {
    const totals = cartTotals([line('1111', 5, 1)], RATE, 'EUR')
    expect(totals.freeShipping).toBe(true)
    expect(totals.shipping).toEqual(euros(0))
  })

  it('saves the sum of (strikethrough price − price) × quantity, ignoring lower strikethrough prices', () => {
    const totals = cartTotals([line('1', 40, 2, { _strikethrough_price: '50' }), line('2', 30, 1, { _strikethrough_price: '20' }), line('3', 9.99, 3, { _strikethrough_price: '12.49' })], RATE, 'EUR')
    expect(totals.savings).toEqual(euros(27.5))
  })

  it('has no shipping and nothing free for an empty cart', () => {
    expect(cartTotals([], RATE, 'GBP')).toMatchObject({ freeShipping: false, shipping: null, total: { amount: 0, currencyCode: 'GBP' } })
  })

  it('adds up a cart still priced in another market’s currency in that currency, without the page market’s shipping rate', () => {
    // A euro cart being moved to the UK: its lines stay in euros until the new cart holds them.
    const totals = cartTotals([line('1', 99.5, 2)], RATE, 'GBP')
    expect(totals.subtotal).toEqual(euros(199))
    expect(totals.total).toEqual(euros(199))
    expect(totals).toMatchObject({ shipping: null, freeShipping: false, remainingForFreeShipping: null })
  })
})

describe('cart-shipping snippet', () => {
  it('reads rate.orderMinPrice, rate.price and freeShippingProducts from the cart snippets', () => {
    const rate = shippingRateOfSnippets([
      { snippetId: 'header-snippet', elements: [] },
      { snippetId: 'cart-snippets', elements: [{ component: 'cart-shipping', properties: { content: { rate: { price: 3.95, orderMinPrice: 39 }, freeShippingProducts: ['1111', 1112] } } }] },
    ])
    expect(rate).toEqual({ price: 3.95, orderMinPrice: 39, freeShippingProducts: ['1111', '1112'] })
  })

  it('is absent when no snippet carries a rate', () => {
    expect(shippingRateOfSnippets([{ snippetId: 'cart-snippets', elements: [{ component: 'cart-shipping', properties: { content: {} } }] }])).toBeNull()
  })
})
