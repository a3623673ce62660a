import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductTileModel } from '../../../../app/components/product-tile/product-tile-model.ts'

const tile = (id: string): ProductTileModel => ({
  id,
  title: `Monitor ${id}`,
  href: `/de/p/${id}/`,
  image: null,
  articleNumber: null,
  manufacturer: 'Vitacura',
  category: null,
  price: { amount: 49.99, currencyCode: 'EUR' },
  strikethroughPrice: null,
  badges: [],
  stock: 'in-stock',
  recyclingFee: null,
  rating: null,
  sizes: [],
})

/** The tab's session storage, which outlives a reload: the module is loaded anew over the same storage. */
const stored = new Map<string, string>()
const sessionStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
}
const reloaded = async () => {
  vi.resetModules()
  return import('../../../../app/components/listing/compared-picks.ts')
}

describe('the products picked for comparison', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage }))
  afterEach(() => {
    vi.unstubAllGlobals()
    stored.clear()
  })

  it('are the same after a reload, per listing, in the order they were picked', async () => {
    const before = await reloaded()
    before.pickProducts('/de/c/blutdruckmessgeraete/', [tile('1002'), tile('1001')])
    before.pickProducts('/de/c/thermometer/', [tile('2001')])
    const after = await reloaded()
    expect(after.picksOf('/de/c/blutdruckmessgeraete/').map((product) => product.id)).toEqual(['1002', '1001'])
    expect(after.picksOf('/de/c/thermometer/').map((product) => product.id)).toEqual(['2001'])
    expect(after.picksOf('/de/c/waagen/')).toEqual([])
  })

  it('tell whoever reads them of each change, and leave nothing behind once cleared', async () => {
    const picks = await reloaded()
    const heard = vi.fn()
    const stop = picks.subscribeToPicks(heard)
    picks.pickProducts('/pl/c/cisnieniomierze/', [tile('1002')])
    picks.pickProducts('/pl/c/cisnieniomierze/', [])
    stop()
    picks.pickProducts('/pl/c/cisnieniomierze/', [tile('1003')])
    expect(heard).toHaveBeenCalledTimes(2)
    picks.pickProducts('/pl/c/cisnieniomierze/', [])
    expect(stored.size).toBe(0)
  })

  it('count as none when storage holds something else: not tiles, or more than can be compared', async () => {
    stored.set('comparedProducts:/de/c/a/', '{"not":"tiles"}')
    stored.set('comparedProducts:/de/c/b/', JSON.stringify(['1', '2', '3', '4', '5'].map(tile)))
    stored.set('comparedProducts:/de/c/c/', 'not json')
    const picks = await reloaded()
    for (const path of ['/de/c/a/', '/de/c/b/', '/de/c/c/']) expect(picks.picksOf(path)).toEqual([])
  })
})
