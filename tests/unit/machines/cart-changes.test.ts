import { describe, expect, it } from 'vitest'
import { changeOf, lineKeysOf, startingLinesOf, withPendingChanges } from '../../../domain/cart-changes.ts'
import type { CheckoutLine } from '../../../domain/types.ts'

const line = (id: string, quantity: number): CheckoutLine => ({ id, variantId: `v-${id}`, productId: id, title: id, quantity, price: { amount: 10, currencyCode: 'EUR' }, imageUrl: null, customAttributes: [] })

describe('optimistic cart lines', () => {
  it('shows a changed quantity, a removed line and an added line before the platform answers', () => {
    const lines = withPendingChanges([line('a', 1), line('b', 2)], [
      { kind: 'update', lines: [{ id: 'a', variantId: 'v-a', quantity: 3, customAttributes: [] }] },
      { kind: 'remove', lineIds: ['b'] },
      { kind: 'add', lines: [{ variantId: 'v-c', quantity: 1, customAttributes: [] }], preview: [line('c', 1)] },
    ])
    expect(lines.map((item) => [item.id, item.quantity])).toEqual([['a', 3], ['c', 1]])
  })

  it('adds to the quantity of a line with the same variant instead of a second line', () => {
    expect(withPendingChanges([line('a', 1)], [{ kind: 'add', lines: [], preview: [{ ...line('preview', 2), variantId: 'v-a' }] }])).toEqual([line('a', 3)])
  })

  it('knows the same variant whether the platform writes its id as a gid:// address or base64-encoded', () => {
    const address = 'gid://shopify/ProductVariant/7'
    const confirmed = { ...line('a', 1), variantId: address }
    const preview = { ...line('preview', 1), variantId: Buffer.from(address).toString('base64') }
    expect(withPendingChanges([confirmed], [{ kind: 'add', lines: [], preview: [preview] }])).toEqual([{ ...confirmed, quantity: 2 }])
    expect(withPendingChanges([line('b', 1)], [{ kind: 'add', lines: [], preview: [preview] }])).toHaveLength(2)
  })

  it('drops a line updated to quantity 0', () => {
    expect(withPendingChanges([line('a', 1)], [{ kind: 'update', lines: [{ id: 'a', variantId: 'v-a', quantity: 0, customAttributes: [] }] }])).toEqual([])
  })

  it('rolls back to the confirmed lines when no change is pending', () => {
    const confirmed = [line('a', 1)]
    expect(withPendingChanges(confirmed, [])).toBe(confirmed)
  })

  it('shows a replayed addition without a preview under the title and product it was sent with', () => {
    const change = changeOf({ type: 'cart.add-item', lines: [{ variantId: 'v-9', quantity: 2, customAttributes: [{ key: '_title', value: 'BM 27' }, { key: '_id', value: '9' }] }] })
    expect(withPendingChanges([], [change])).toMatchObject([{ variantId: 'v-9', productId: '9', title: 'BM 27', quantity: 2 }])
  })
})

describe('a change that meets a missing checkout (SPEC §4)', () => {
  it('starts the new checkout with the added lines, the updated lines still wanted, or nothing for a removal', () => {
    const added = { variantId: 'v-a', quantity: 1, customAttributes: [] }
    expect(startingLinesOf({ kind: 'add', lines: [added], preview: [] })).toEqual([added])
    expect(
      startingLinesOf({ kind: 'update', lines: [{ id: 'a', variantId: 'v-a', quantity: 2, customAttributes: [] }, { id: 'b', variantId: 'v-b', quantity: 0, customAttributes: [] }] }),
    ).toEqual([{ variantId: 'v-a', quantity: 2, customAttributes: [] }])
    expect(startingLinesOf({ kind: 'remove', lineIds: ['a'] })).toEqual([])
  })
})

describe('a line keeps its place in the view while the platform confirms it', () => {
  it('an added line is keyed the same under its pending id and under the id the platform gives it, in either id form', () => {
    const pending = { ...line('pending-v-a', 1), variantId: 'gid://shopify/ProductVariant/7' }
    const confirmed = { ...line('gid://shopify/CheckoutLineItem/91', 1), variantId: btoa('gid://shopify/ProductVariant/7') }
    expect(lineKeysOf([line('b', 1), pending])[1]).toBe(lineKeysOf([line('b', 1), confirmed])[1])
  })

  it('two lines of one variant (one alone, one in a bundle) are keyed by their ids', () => {
    const alone = { ...line('x', 1), variantId: 'v-1' }
    const inBundle = { ...line('y', 1), variantId: 'v-1', customAttributes: [{ key: '_bundle', value: 'set' }] }
    expect(lineKeysOf([alone, inBundle])).toEqual(['x', 'y'])
  })
})
