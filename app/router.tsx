import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { routeAliasRewrite } from './markets/index.ts'
import { tabRoot, type ShopRouterContext } from './state/page-load.ts'
import { parseQuery, stringifyQuery } from './state/query-form.ts'
import { routerErrorPages } from './views/route-error-pages.tsx'

/**
 * The router puts each page it renders at its remembered place, or at the top. Its first render in a tab is the
 * server's page being hydrated, which the document's own script placed before a shopper could scroll: moving it then
 * would pull a shopper who scrolled while it loaded back to the top, so that render keeps the page where it is.
 */
function afterHydration(): () => boolean {
  let hydrated = false
  return () => {
    const restores = hydrated
    hydrated = true
    return restores
  }
}

export function getRouter() {
  // The loaders reach the tab's root actor through the context (app/state/page-load.ts); it is set once the root is restored.
  const context: ShopRouterContext = { root: tabRoot() }
  // Edition URLs are canonical with a trailing slash (SPEC §2): keep the path as requested, never redirect it.
  // The editions' public aliases of search and favourites map onto the router's routes (markets/route-aliases.ts).
  // Every route, the root included, answers with the spec's error page (SPEC §8) unless it has one of its own.
  return createRouter({
    routeTree,
    context,
    scrollRestoration: afterHydration(),
    // A new page shows at its top (or its remembered place) at once: the document's smooth scrolling is for moves
    // within a page.
    scrollRestorationBehavior: 'instant',
    defaultPreload: 'intent',
    trailingSlash: 'preserve',
    // A query's values are text as typed, not JSON (state/query-form.ts).
    parseSearch: parseQuery,
    stringifySearch: stringifyQuery,
    rewrite: routeAliasRewrite,
    ...routerErrorPages,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
