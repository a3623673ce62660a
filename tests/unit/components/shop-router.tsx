import type { ReactNode } from 'react'
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { routeAliasRewrite } from '../../../app/markets/index.ts'

/** A router as the shop's (its URL rewrite included), so the router's links render their public addresses. */
const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }), trailingSlash: 'preserve', rewrite: routeAliasRewrite })

/** Components render inside the router, as every page of the shop does. */
export function InShopRouter({ children }: { children: ReactNode }) {
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>
}
