import { describe, expect, it } from 'vitest'
import { favouritesNotOffered } from '../../../../app/components/favourites/favourites-not-offered.ts'

describe('favourites this shop does not offer', () => {
  it('are the favourites the catalogue was asked about and sent no tile for', () => {
    expect(favouritesNotOffered(['1002', '9001', '1099', '9002'], ['1002', '9001', '1099', '9002'], ['1002', '1099'])).toEqual(['9001', '9002'])
  })

  it('leave out a favourite the catalogue was not asked about: added since, or beyond the 999 asked about', () => {
    const favourites = Array.from({ length: 1001 }, (_, index) => String(1000 + index))
    const lookedUp = favourites.slice(2)
    expect(favouritesNotOffered(favourites, lookedUp, lookedUp)).toEqual([])
    expect(favouritesNotOffered(['1002', '1099'], ['1002'], ['1002'])).toEqual([])
  })

  it('are none when every favourite has its tile, or when the catalogue was asked about none (an outage)', () => {
    expect(favouritesNotOffered(['1002'], ['1002'], ['1002'])).toEqual([])
    expect(favouritesNotOffered(['1002', '9001'], [], [])).toEqual([])
  })

  it('keep the order of the favourites', () => {
    expect(favouritesNotOffered(['9002', '1002', '9001'], ['9001', '9002', '1002'], ['1002'])).toEqual(['9002', '9001'])
  })
})
