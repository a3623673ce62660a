import type { AnyRouter } from '@tanstack/react-router'

/**
 * The router keeps a page's place for Back only when it heard the window scroll since that page rendered, and a
 * scroll's event comes a frame after the scroll: a shopper who pressed load more as the page moved to it, then
 * followed a product it brought without scrolling again, came back to the top. Before every navigation the window
 * counts as scrolled, so the router keeps where the page was left, scrolled or not.
 */
export function keepWindowPlaceOnLeaving(router: AnyRouter): void {
  // The document's own scroll event, heard by the router's restoration (capture phase); it does not bubble to the window's listeners.
  router.subscribe('onBeforeNavigate', () => document.dispatchEvent(new Event('scroll')))
}
