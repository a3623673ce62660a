import { useEffect } from 'react'
import { RootActor, useBrowserSettings } from './root-actor.tsx'
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
      root.send({ type: 'shop.resumed', ...readStoredVisitor(apiVersion) })
      rememberTimezone()
    }, 0)
    return () => clearTimeout(resume)
  }, [root, apiVersion])
}
