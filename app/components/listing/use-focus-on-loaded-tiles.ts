import { useEffect, useRef, type RefObject } from 'react'

/** The tiles a shopper sees: those past a phone's page are in the list but hidden by the stylesheet. */
const visibleTiles = (products: HTMLElement | null) => Array.from(products?.querySelectorAll<HTMLElement>('.product-grid > li') ?? []).filter((tile) => tile.getClientRects().length > 0)

/** The shopper still waits for the load: the focus is on "load more" (or fell to the page as its button changed). */
const stillWaiting = (products: HTMLElement | null) => document.activeElement === document.body || Boolean(products?.querySelector('.load-more')?.contains(document.activeElement))

/**
 * "Load more" hands the focus to the first tile it brought, so a keyboard or screen reader user reads on where the
 * list grew instead of starting again at the top. Returns the call that marks a load's start. A load that ends
 * before that tile is shown waits for it while the shopper has not moved on; one that failed leaves the focus where
 * it is.
 */
export function useFocusOnLoadedTiles(products: RefObject<HTMLElement | null>, busy: boolean): () => void {
  // The listing starts loading as it is told to, so the first render after the mark is busy or already shows the
  // tiles (a phone's next page was loaded with the desktop's): once it is not busy, the load is over either way.
  const firstNew = useRef<number | null>(null)
  useEffect(() => {
    if (firstNew.current === null || busy) return
    const link = visibleTiles(products.current)[firstNew.current]?.querySelector<HTMLElement>('a[href]')
    if (link) link.focus()
    if (link || !stillWaiting(products.current)) firstNew.current = null
  })
  return () => {
    firstNew.current = visibleTiles(products.current).length
  }
}
