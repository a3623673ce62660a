import { createContext, useContext, type ReactNode } from 'react'
import type { AccountRoutes, Currency, LanguageEntry } from '../../../app.config.ts'

/** What presentational components need to know about the market they render in. */
export interface ShopContextValue {
  entry: LanguageEntry
  /** Public origin of the shop: absolute links to it are internal. */
  origin: string
  imageHost: string
  /** Login and account pages, on the account site when SSO is on (SPEC §2). */
  accountLinks: AccountRoutes
  priceLocale: string
  currency: Currency
  /** Client-side navigation for internal links; without it, links load the page. */
  navigate?: (href: string) => void
}

const ShopContext = createContext<ShopContextValue | null>(null)

export function ShopProvider({ value, children }: { value: ShopContextValue; children: ReactNode }) {
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext)
  if (!value) throw new Error('useShop needs a ShopProvider above it')
  return value
}

/** Content image paths are rooted at the image host's `/images/` mount. */
export function imagePathOf(src: string): string {
  return src.replace(/^\/images\//, '/')
}
