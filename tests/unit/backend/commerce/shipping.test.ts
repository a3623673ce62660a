import { describe, expect, it } from 'vitest'
import { shippingCentsOf } from '../../../../backend/commerce/shipping.ts'

/** SPEC §9 as the hosted checkout applies it: the cart-shipping snippet's rate and free-shipping products. */
describe('the hosted checkout’s shipping rule', () => {
  const rule = { priceCents: 495, orderMinCents: 4900, freeShippingProducts: ['1111'] }

  it('charges the rate below orderMinPrice and nothing from it on', () => {
    expect(shippingCentsOf(rule, 4899, [1099])).toBe(495)
    expect(shippingCentsOf(rule, 4900, [1099])).toBe(0)
  })

  it('ships free with a free-shipping product in the order, whatever the total', () => {
    expect(shippingCentsOf(rule, 1000, [1099, 1111])).toBe(0)
  })

  it('charges nothing without a rule or without lines', () => {
    expect(shippingCentsOf(null, 1000, [1099])).toBe(0)
    expect(shippingCentsOf(rule, 0, [])).toBe(0)
  })
})
