import { useEffect, useRef, type RefObject } from 'react'

/** The tiles a shopper sees: those past a phone's page are in the list but hidden by the stylesheet. */
const visibleTiles = (products: HTMLElement | null) => Array.from(products?.querySelectorAll<HTMLElement>('.product-grid > li') ?? []).filter((tile) => tile.getClientRects().length > 0)

/**
 * "Load more" hands the focus to the first tile it brought, so a keyboard or screen reader user reads on where the
 * list grew instead of starting again at the top. Returns the call that marks a load's start; a load that ends
 * without new tiles (it failed) leaves the focus where it is.
 */
export function useFocusOnLoadedTiles(products: RefObject<HTMLElement | null>, busy: boolean): () => void {
  const load = useRef<{ firstNew: number; wasBusy: boolean } | null>(null)
  useEffect(() => {
    const current = load.current
    if (!current) return
    if (busy) {
      current.wasBusy = true
      return
    }
    const tile = visibleTiles(products.current)[current.firstNew]
    if (tile) tile.querySelector<HTMLElement>('a[href]')?.focus()
    if (tile || current.wasBusy) load.current = null
  })
  return () => {
    load.current = { firstNew: visibleTiles(products.current).length, wasBusy: false }
  }
}
