import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { settleRootActor } from '../server/settle-root-actor.ts'
import type { ShopRouterContext } from '../state/page-load.ts'
import { RootActorProvider } from '../state/root-actor.tsx'
import { RootSnapshotScript } from '../state/root-snapshot-text.tsx'
import { CheckoutActorProvider } from '../state/checkout-actor.tsx'
import type { Locales } from '../../i18n/i18n-types.ts'
import { dictionaryUrl, loadDictionary } from '../../i18n/load-dictionary.ts'
import { publicPathOfRoute } from '../markets/index.ts'
import appCss from '../styles/app.css?url'
import shopIcon from '../shop-icon.svg?url&no-inline'
import { fontPreloads } from '../styles/font-preloads.ts'
import { errorPageLocale, localeOfStore } from '../views/document-locale.ts'
import { RootDocument } from '../views/root-document.tsx'

export const Route = createRootRouteWithContext<ShopRouterContext>()({
  // Settled with the page once per document on the server; client navigations send the tab's actor their page.
  // The error page speaks the address's language even when the root fails to settle: its dictionary loads beside
  // the root, and the loader ends, either way, only once it is there.
  loader: async ({ location }) => {
    const errorPageDictionary = loadDictionary(errorPageLocale(location.pathname))
    try {
      return await settleRootActor({ path: publicPathOfRoute(location.pathname), search: location.searchStr })
    } finally {
      await errorPageDictionary
    }
  },
  staleTime: Infinity,
  shouldReload: false,
  head: ({ loaderData }) => editionHead(loaderData && localeOfStore(loaderData.input.storeCode)),
  shellComponent: RootDocument,
  component: RootActors,
})

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

/** The root's actors for the page, restored from the settled root the loader brought. */
function RootActors() {
  const { input, snapshot, checkout } = Route.useLoaderData()
  return (
    <>
      <RootSnapshotScript />
      <RootActorProvider input={input} snapshot={snapshot.text} settings={{ store: input.storeCode, storefront: checkout.storefront }}>
        <CheckoutActorProvider place={checkout.place}>
          <Outlet />
        </CheckoutActorProvider>
      </RootActorProvider>
    </>
  )
}
