import { useEffect } from 'react'
import { RootActor, useBrowserSettings } from './root-actor.tsx'
import { forgetFirstCartLines, readFirstCartLines } from './first-cart-storage.ts'
import { readStoredVisitor } from './stored-visitor.ts'
import { rememberTimezone } from './timezone-cookie.ts'

/**
 * Resumes the tab's shared state once the page has hydrated (SPEC §4: cart, user and favourites load once; the
 * root sends it once), from what the browser keeps: the server never reads it. The page calls it, not the document around it: the router hydrates the page after the
 * document, and a change the document's effects made first would have React hydrate the whole page at once,
 * in one long task, instead of in slices between which the browser stays responsive.
 */
export function useShopResumed(): void {
  const root = RootActor.useActorRef()
  const { apiVersion } = useBrowserSettings().storefront
  useEffect(() => {
    // A task of its own: spawning the cart, user and favourites does not lengthen the one that hydrated the page.
    const resume = setTimeout(() => {
      const visitor = readStoredVisitor(apiVersion)
      // The root resumes once per tab; a page of another kind mounting later must not send the first lines again.
      const firstResume = root.getSnapshot().context.wishlist === null
      // A first cart whose checkout was not made before a reload is made now, with the lines the shopper added
      // before it: read before resuming, which keeps the lines added on this page (below).
      const firstLines = visitor.checkoutId || !firstResume ? [] : readFirstCartLines()
      root.send({ type: 'shop.resumed', ...visitor })
      rememberTimezone()
      if (visitor.checkoutId) forgetFirstCartLines()
      else if (firstLines.length > 0) root.send({ type: 'cart.add-item', lines: firstLines })
    }, 0)
    // The root keeps the lines of a first cart from the moment they wait for the checkout (keepFirstCartLines).
    return () => clearTimeout(resume)
  }, [root, apiVersion])
}
