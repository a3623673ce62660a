import { SSO_STORES, type AccountRoutes, type LanguageEntry, type Store } from '../../app.config.ts'
import type { AccountPage } from './route-kinds.ts'

export interface SsoSettings {
  enabled: boolean
  accountHostUrl: string
  theme: string
}

export type AccountLink = { kind: 'internal'; href: string } | { kind: 'sso'; href: string }

/** Where an account page lives on the external account site (SPEC §2): orders, identity, or the locale root. */
const SSO_PATH: Partial<Record<AccountPage, string>> = {
  login: '',
  orderHistory: 'orders',
  personal: 'identity',
  address: 'identity',
  changePassword: 'identity',
}

function usesSso(store: Store, sso: SsoSettings): boolean {
  return sso.enabled && SSO_STORES.includes(store.code)
}

/** The link of an account page: the edition's own route, or with SSO on in an SSO store the account site. */
export function accountLink(page: AccountPage, market: { store: Store; entry: LanguageEntry }, sso: SsoSettings): AccountLink {
  const ssoPath = SSO_PATH[page]
  if (ssoPath !== undefined && usesSso(market.store, sso)) {
    const host = sso.accountHostUrl.replace(/\/+$/, '')
    const path = ssoPath === '' ? `/${market.store.locale}/` : `/${market.store.locale}/${ssoPath}`
    return { kind: 'sso', href: `${host}${path}?${new URLSearchParams({ theme: sso.theme }).toString()}` }
  }
  return { kind: 'internal', href: market.entry.accountRoutes[page] }
}

/** Every account page's link in one market: the account site's with SSO on in an SSO store, else the edition's. */
export function accountLinks(market: { store: Store; entry: LanguageEntry }, sso: SsoSettings): AccountRoutes {
  const pages = Object.keys(market.entry.accountRoutes) as AccountPage[]
  return Object.fromEntries(pages.map((page) => [page, accountLink(page, market, sso).href])) as unknown as AccountRoutes
}
