import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  // Edition URLs are canonical with a trailing slash (SPEC §2): keep the path as requested, never redirect it.
  return createRouter({ routeTree, scrollRestoration: true, defaultPreload: 'intent', trailingSlash: 'preserve' })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
