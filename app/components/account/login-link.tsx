import { createContext, useContext, type ReactNode } from 'react'
import { loginHrefOf } from '../../markets/index.ts'
import { useShop } from '../content/shop-context.tsx'

/** The page on screen (path and query); kept apart from the shop's context so a new query re-renders only login links. */
const ShownPageContext = createContext<string | null>(null)

export function ShownPageProvider({ page, children }: { page: string; children: ReactNode }) {
  return <ShownPageContext.Provider value={page}>{children}</ShownPageContext.Provider>
}

/** The login page's link from here: after logging in, the shopper comes back to the page they left. */
export function useLoginHref(): string {
  const { accountLinks, entry, origin } = useShop()
  return loginHrefOf(accountLinks.login, useContext(ShownPageContext), entry, origin)
}
