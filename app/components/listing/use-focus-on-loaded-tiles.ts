import { useEffect, useRef, type RefObject } from 'react'

/** The tiles a shopper sees: those past a phone's page are in the list but hidden by the stylesheet. */
const visibleTiles = (products: HTMLElement | null) => Array.from(products?.querySelectorAll<HTMLElement>('.product-grid > li') ?? []).filter((tile) => tile.getClientRects().length > 0)

/**
 * "Load more" hands the focus to the first tile it brought, so a keyboard or screen reader user reads on where the
 * list grew instead of starting again at the top. Returns the call that marks a load's start; a load that ends
 * without new tiles (it failed) leaves the focus where it is.
 */
export function useFocusOnLoadedTiles(products: RefObject<HTMLElement | null>, busy: boolean): () => void {
  // The listing starts loading as it is told to, so the first render after the mark is busy or already shows the
  // tiles (a phone's next page was loaded with the desktop's): once it is not busy, the load is over either way.
  const firstNew = useRef<number | null>(null)
  useEffect(() => {
    if (firstNew.current === null || busy) return
    visibleTiles(products.current)[firstNew.current]?.querySelector<HTMLElement>('a[href]')?.focus()
    firstNew.current = null
  })
  return () => {
    firstNew.current = visibleTiles(products.current).length
  }
}
