import { describe, expect, it } from 'vitest'
import { heldOf, isAtPurchaseLimit } from '../../../../app/components/cart/purchase-room.ts'

const lineOf = (productId: string, quantity: number) => ({
  id: `${productId}-${quantity}`,
  variantId: `v-${productId}-${quantity}`,
  productId,
  title: 'T',
  quantity,
  price: { amount: 1, currencyCode: 'EUR' },
  imageUrl: null,
  customAttributes: [],
})

describe('room under a purchase limit per household (SPEC §9)', () => {
  const lines = [lineOf('1107', 2), lineOf('1107', 1), lineOf('1001', 4)]

  it('counts every line of a product, all its variants together', () => {
    expect(heldOf(lines, '1107')).toBe(3)
    expect(heldOf(lines, '1108')).toBe(0)
  })

  it('offers no more of a product once the cart holds its limit, and any amount of one without a limit', () => {
    expect(isAtPurchaseLimit({ id: '1107', purchaseLimit: 3 }, lines)).toBe(true)
    expect(isAtPurchaseLimit({ id: '1107', purchaseLimit: 4 }, lines)).toBe(false)
    expect(isAtPurchaseLimit({ id: '1001', purchaseLimit: null }, lines)).toBe(false)
    expect(isAtPurchaseLimit({ id: '1108', purchaseLimit: 1 }, [])).toBe(false)
  })
})
