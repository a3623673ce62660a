import { describe, expect, it } from 'vitest'
import { chooseBundle } from '../../../../app/components/product/bundle-choice.ts'
import type { Bundle } from '../../../../app/components/product/bundle-model.ts'
import { productModelOf, type ProductModel } from '../../../../app/components/product/product-model.ts'

const productOf = (id: string, purchaseLimit: number | null, availableForSale = true): ProductModel =>
  productModelOf({ id, title: `Product ${id}`, purchaseLimit, variants: [{ id: `v${id}`, title: id, price: 10, stockStatus: 'in-stock', availableForSale }] }, 'EUR')!

const lineOf = (productId: string, quantity: number) => ({
  id: `line-${productId}`,
  variantId: `v${productId}`,
  productId,
  title: 'T',
  quantity,
  price: { amount: 10, currencyCode: 'EUR' },
  imageUrl: null,
  customAttributes: [],
})

const monitor = productOf('1045', null)
const otherMonitor = productOf('1046', null)
const adapter = productOf('1107', 3)
const soldOut = productOf('1108', null, false)
/** Limited to one per household, and offered in two slots of the set. */
const cuff = productOf('1099', 1)
const otherCuff = productOf('1100', null)

const starter: Bundle = {
  id: 'bp-starter',
  title: 'Starter set',
  slots: [
    { id: 'monitor', title: 'Monitor', required: true, products: [monitor, otherMonitor] },
    { id: 'extra', title: 'Extra', required: false, products: [adapter, soldOut] },
  ],
}

describe('the products a bundle page offers and puts into the cart (SPEC §9 purchase limit)', () => {
  it('holds each required slot’s first product until the shopper picks, and leaves an optional slot empty', () => {
    expect(chooseBundle(starter, {}, []).chosen).toEqual({ monitor: '1045', extra: null })
    expect(chooseBundle(starter, { monitor: '1046', extra: '1107' }, []).chosen).toEqual({ monitor: '1046', extra: '1107' })
  })

  it('does not offer a product whose limit the cart holds, and says the limit; a sold-out one has no limit to say', () => {
    const choice = chooseBundle(starter, { extra: '1107' }, [lineOf('1107', 3)])
    expect(choice.chosen.extra).toBeNull()
    expect(choice.limitHeld('extra', adapter)).toBe(3)
    expect(choice.limitHeld('extra', soldOut)).toBeNull()
    expect(chooseBundle(starter, { extra: '1107' }, [lineOf('1107', 2)]).chosen.extra).toBe('1107')
  })

  it('counts what the set’s other slots take: a product limited to one fills one slot only', () => {
    const twoCuffs: Bundle = {
      id: 'cuffs',
      title: 'Two cuffs',
      slots: [
        { id: 'first', title: 'First cuff', required: true, products: [cuff, otherCuff] },
        { id: 'second', title: 'Second cuff', required: true, products: [cuff, otherCuff] },
      ],
    }
    const choice = chooseBundle(twoCuffs, {}, [])
    expect(choice.chosen).toEqual({ first: '1099', second: '1100' })
    expect(choice.limitHeld('second', cuff)).toBe(1)
    expect(choice.limitHeld('first', cuff)).toBeNull()
    // A pick of the limited cuff in the second slot as well is not taken; with one in the cart, neither slot has it.
    expect(chooseBundle(twoCuffs, { second: '1099' }, []).chosen).toEqual({ first: '1099', second: '1100' })
    expect(chooseBundle(twoCuffs, {}, [lineOf('1099', 1)]).chosen).toEqual({ first: '1100', second: '1100' })
  })
})
