import { describe, expect, it } from 'vitest'
import { favouriteIdsToLookUp } from '../../../app/server/favourite-ids.ts'

const ids = (count: number) => Array.from({ length: count }, (_, index) => String(1000 + index))

describe('the favourites a page asks the catalogue about', () => {
  it('are every favourite a shopper holds, up to the 999 the favourites bubble can count', () => {
    expect(favouriteIdsToLookUp(ids(121))).toEqual(ids(121))
    expect(favouriteIdsToLookUp(ids(300))).toEqual(ids(300))
    expect(favouriteIdsToLookUp(ids(999))).toEqual(ids(999))
  })

  it('of a longer list, are the most recently added, so the one just added is never left out', () => {
    const favourites = ids(1005)
    expect(favouriteIdsToLookUp(favourites)).toEqual(favourites.slice(6))
    expect(favouriteIdsToLookUp(favourites)).toContain('2004')
  })

  it('leave out ids that are not product ids, and ask about each favourite once', () => {
    expect(favouriteIdsToLookUp(['1002', '', 'a b', 'x'.repeat(65), '1002', 'product-7', 1003])).toEqual(['1002', 'product-7', '1003'])
    expect(favouriteIdsToLookUp('1002')).toEqual([])
    expect(favouriteIdsToLookUp(undefined)).toEqual([])
  })
})
