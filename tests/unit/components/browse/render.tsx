import type { ReactElement, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { EDITION_ROUTES, STORES } from '../../../../app.config.ts'
import { ShopProvider, type ShopContextValue } from '../../../../app/components/content/shop-context.tsx'
import { RootActor } from '../../../../app/state/root-actor.tsx'
import { rootMachine } from '../../../../machines/root.machine.ts'
import { I18nProvider } from '../../../../i18n/i18n-provider.tsx'
import { loadLocale } from '../../../../i18n/i18n-util.sync.ts'
import { InShopRouter } from '../shop-router.tsx'

loadLocale('en')
loadLocale('de')

const shop: ShopContextValue = {
  entry: {
    kind: 'edition',
    value: 'global',
    storeCode: 'en',
    hreflang: 'en',
    labelKey: 'ENGLISH_GLOBAL',
    text_translation: 'English',
    url: '/global/',
    country: 'EN',
    is_active: true,
    is_global: true,
    cultureCode: 'en-GB',
    accountRoutes: {
      login: '/global/login/',
      personal: '/global/personal/',
      orderHistory: '/global/order-history/',
      address: '/global/address/',
      changePassword: '/global/change-password/',
      resetPassword: '/global/reset-password/',
      activateAccount: '/global/activate-account/',
    },
    ...EDITION_ROUTES.global,
  },
  origin: 'https://shop.example',
  imageHost: 'https://images.example',
  get accountLinks() {
    return this.entry.accountRoutes
  },
  priceLocale: STORES.en.priceLocale,
  currency: STORES.en.currency,
}

/**
 * The shop around a component, in English with the global edition's market, as the shop renders it: inside a root
 * actor, whose interface children (header, overlay, modal, back-to-top) the header and its parts read.
 */
export function InShop({ locale = 'en', children }: { locale?: 'en' | 'de'; children: ReactNode }) {
  return (
    <InShopRouter>
      <RootActor.Provider logic={rootMachine} options={{ input: { storeCode: 'en' } }}>
        <I18nProvider locale={locale}>
          <ShopProvider value={shop}>{children}</ShopProvider>
        </I18nProvider>
      </RootActor.Provider>
    </InShopRouter>
  )
}

/** Server-renders a component in the shop (`InShop`), without the markers hydration reads. */
export function render(element: ReactElement, locale: 'en' | 'de' = 'en'): string {
  return renderToStaticMarkup(<InShop locale={locale}>{element}</InShop>)
}
