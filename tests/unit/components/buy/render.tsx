import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { editionEntry, storeOfEdition } from '../../../../app/markets/index.ts'
import { ShopProvider } from '../../../../app/components/content/shop-context.tsx'
import type { EditionKey } from '../../../../app.config.ts'
import { localeOfEdition } from '../../../../i18n/editions.ts'
import { I18nProvider } from '../../../../i18n/i18n-provider.tsx'
import { loadAllLocales } from '../../../../i18n/i18n-util.sync.ts'
import { InShopRouter } from '../shop-router.tsx'

loadAllLocales()

const SITES = { usShopUrl: 'https://us.example', esSiteUrl: 'https://es.example' }

/** Server-renders a component as a page of the edition would: its dictionary, market and image host. */
export function renderIn(edition: EditionKey, element: ReactElement): string {
  const store = storeOfEdition(edition)
  const entry = editionEntry(edition, SITES)
  const value = { entry, accountLinks: entry.accountRoutes, origin: 'https://shop.example', imageHost: 'https://images.example', priceLocale: store.priceLocale, currency: store.currency }
  return renderToStaticMarkup(
    <InShopRouter>
      <I18nProvider locale={localeOfEdition(edition)}>
        <ShopProvider value={value}>{element}</ShopProvider>
      </I18nProvider>
    </InShopRouter>,
  )
}

/** Text content of markup, with whitespace (including the narrow no-break spaces of money) made plain. */
export const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\s\u00a0\u202f]+/g, ' ').trim()
