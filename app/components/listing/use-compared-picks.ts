import { useCallback, useReducer, useSyncExternalStore } from 'react'
import type { ProductTileModel } from '../product-tile/product-tile-model.ts'
import { NO_PICKS, pickProducts, picksOf, subscribeToPicks } from './compared-picks.ts'

type Picks = readonly ProductTileModel[]

/**
 * The products picked for comparison on the listing at `address` (compared-picks.ts), and a way to pick others in
 * their place from those picked now: none on the server and while the page hydrates, the tab's at once after.
 */
export function useComparedPicks(address: string): [Picks, (next: (picked: Picks) => Picks) => void] {
  const picked = useSyncExternalStore(subscribeToPicks, () => picksOf(address), () => NO_PICKS)
  // The store's subscription is made in an effect after hydration: a pick made before it is shown by this render.
  const [, showPicks] = useReducer((renders: number) => renders + 1, 0)
  const pick = useCallback(
    (next: (picked: Picks) => Picks) => {
      pickProducts(address, next(picksOf(address)))
      showPicks()
    },
    [address],
  )
  return [picked, pick]
}
