import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { localeOfEdition } from '../../../i18n/editions.ts'
import { loadDictionary } from '../../../i18n/load-dictionary.ts'
import { isEditionKey, loginHrefOf } from '../../markets/index.ts'
import { accountAccess } from '../../server/customer-account-calls.ts'
import type { PageLoad } from '../../state/page-load.ts'
import { loadEditionPage, type EditionPageData } from '../edition-page-data.ts'

export interface AccountPageData extends EditionPageData {
  customerServiceEmail: string
}

/**
 * An account page of an edition: its header and footer like every page, for a visitor with a customer token.
 * A visitor without one is sent to the login page, which brings them back here (the return-path rule); an unknown
 * edition answers the error page as not found. The customer's own data loads in the browser.
 */
export async function loadAccountPage(location: ParsedLocation, edition: string, load: PageLoad): Promise<AccountPageData> {
  // The error page speaks the edition's language even when the page fails to load.
  if (isEditionKey(edition)) await loadDictionary(localeOfEdition(edition))
  const [access, page] = await Promise.all([accountAccess(), loadEditionPage(location, load)])
  const { route, market } = page.resolved
  if (route.kind !== 'account') throw notFound({ data: page })
  if (!access.loggedIn) throw redirect({ href: loginHrefOf(market.entry.accountRoutes.login, location.href, market.entry), statusCode: 302 })
  return { ...page, customerServiceEmail: access.customerServiceEmail }
}

/** SPEC §2: account pages are a customer's own: nothing for a search engine, nothing for a shared cache. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' }
