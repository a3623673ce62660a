import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { settleRootActor } from '../server/settle-root-actor.ts'
import type { ShopRouterContext } from '../state/page-load.ts'
import { RootActorProvider } from '../state/root-actor.tsx'
import { RootSnapshotScript } from '../state/root-snapshot-text.tsx'
import { CheckoutActorProvider } from '../state/checkout-actor.tsx'
import { STORES, type StoreCode } from '../../app.config.ts'
import { localeOfEdition } from '../../i18n/editions.ts'
import type { Locales } from '../../i18n/i18n-types.ts'
import { dictionaryUrl } from '../../i18n/load-dictionary.ts'
import { editionOfStore, publicPathOfRoute } from '../markets/index.ts'
import appCss from '../styles/app.css?url'
import shopIcon from '../shop-icon.svg?url&no-inline'
import { fontPreloads } from '../styles/font-preloads.ts'

export const Route = createRootRouteWithContext<ShopRouterContext>()({
  // Settled with the page once per document on the server; client navigations send the tab's actor their page.
  loader: ({ location }) => settleRootActor({ data: { path: publicPathOfRoute(location.pathname), search: location.searchStr } }),
  staleTime: Infinity,
  shouldReload: false,
  head: ({ loaderData }) => editionHead(loaderData && dictionaryOf(loaderData.input.storeCode)),
  component: RootDocument,
})

const dictionaryOf = (store: StoreCode) => localeOfEdition(editionOfStore(store))

/** The document's head: its edition's dictionary and faces, when the page has an edition. */
const editionHead = (locale: Locales | undefined) => ({
  meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
  links: [
    { rel: 'stylesheet', href: appCss },
    // The SVG is a hashed file cached for a year; the .ico at the fixed address is for browsers without SVG icons,
    // sized so that browsers able to show either pick the SVG.
    { rel: 'icon', type: 'image/svg+xml', href: shopIcon },
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    ...fontPreloads(locale),
    // The edition's dictionary, which the browser needs before it hydrates (client.tsx).
    ...(locale ? [{ rel: 'preload', href: dictionaryUrl(locale), as: 'fetch', crossOrigin: 'anonymous' as const }] : []),
  ],
})

function RootDocument() {
  const { input, snapshot, checkout } = Route.useLoaderData()
  // Names the dictionary the browser loads before it hydrates (client.tsx).
  return (
    <html lang={STORES[input.storeCode].locale} data-dictionary={dictionaryOf(input.storeCode)}>
      <head>
        <HeadContent />
      </head>
      <body>
        <RootSnapshotScript />
        <RootActorProvider input={input} snapshot={snapshot.text} settings={{ store: input.storeCode, storefront: checkout.storefront }}>
          <CheckoutActorProvider place={checkout.place}>
            <Outlet />
          </CheckoutActorProvider>
        </RootActorProvider>
        <Scripts />
      </body>
    </html>
  )
}
