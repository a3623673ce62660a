import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { tabRoot, type ShopRouterContext } from './state/page-load.ts'

export function getRouter() {
  // The loaders reach the tab's root actor through the context (app/state/page-load.ts); it is set once the root is restored.
  const context: ShopRouterContext = { root: tabRoot() }
  // Edition URLs are canonical with a trailing slash (SPEC §2): keep the path as requested, never redirect it.
  return createRouter({ routeTree, context, scrollRestoration: true, defaultPreload: 'intent', trailingSlash: 'preserve' })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
