import { describe, expect, it } from 'vitest'
import { BUNDLE_ATTRIBUTE, bundleSavings, type BundleLine } from '../../../../backend/commerce/bundle-savings.ts'

const marked = [{ key: BUNDLE_ATTRIBUTE, value: 'bp-starter' }]
/** A line of the starter set (monitor 1045, cuff 1099, extra 1107) at 100.00 a unit. */
const line = (id: number, productId: number, quantity = 1, customAttributes = marked): BundleLine => ({ id, productId, quantity, unitCents: 10_000, customAttributes })

describe('a bundle’s saving in the cart', () => {
  it('takes the bundle’s 10 % off every product of a complete set', () => {
    expect(bundleSavings([line(1, 1045), line(2, 1099), line(3, 1107)])).toEqual(new Map([[1, 1_000], [2, 1_000], [3, 1_000]]))
  })

  it('gives nothing for half a set: a required slot without its product', () => {
    expect(bundleSavings([line(1, 1045), line(3, 1107)])).toEqual(new Map())
  })

  it('gives nothing to lines not put in as the bundle, even when they would make a set', () => {
    expect(bundleSavings([line(1, 1045, 1, []), line(2, 1099, 1, [])])).toEqual(new Map())
    expect(bundleSavings([line(1, 1045, 1, [{ key: BUNDLE_ATTRIBUTE, value: 'unknown' }]), line(2, 1099)])).toEqual(new Map())
  })

  it('saves on as many units as there are complete sets: a second monitor beside one cuff is at its full price', () => {
    expect(bundleSavings([line(1, 1045, 2), line(2, 1099, 1)])).toEqual(new Map([[1, 1_000], [2, 1_000]]))
    expect(bundleSavings([line(1, 1045, 2), line(2, 1099, 2)])).toEqual(new Map([[1, 2_000], [2, 2_000]]))
  })
})
