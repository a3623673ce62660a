import { useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback, useMemo, type ReactNode } from 'react'
import type { LanguageEntry, Store } from '../../app.config.ts'
import { ShopProvider, type ShopContextValue } from '../components/content/shop-context.tsx'
import { ShownPageProvider } from '../components/account/login-link.tsx'
import { loginSearchOf } from '../markets/account-link-search.ts'
import { suggestActor } from './suggest.ts'
import type { BrowsePageData } from './browse-page-data.ts'
import { BrowseLayout } from './browse-layout.tsx'
import { BundleView, CartView, CategoryView, ContentPageView, ErrorView, FavouritesView, LoginView, ProductGroupView, SearchView, pageBodyOf } from './page-bodies.ts'

interface PageViewProps {
  data: BrowsePageData
  entry: LanguageEntry
  store: Pick<Store, 'priceLocale' | 'currency'>
  /** The body a typed route renders itself (the customer area's screens, the reset and activation pages), in place of the page type's. */
  body?: ReactNode
}

/** Chooses the view by page type (SPEC §2): category and manufacturer share one; search and error have theirs. */
export function PageView({ data, entry, store, body }: PageViewProps) {
  const router = useRouter()
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router])
  const shop = useMemo<ShopContextValue>(
    () => ({ entry, origin: data.origin, imageHost: data.imageHost, accountLinks: data.accountLinks, priceLocale: store.priceLocale, currency: store.currency, navigate }),
    [entry, data.origin, data.imageHost, data.accountLinks, store.priceLocale, store.currency, navigate],
  )
  const suggest = useMemo(() => suggestActor(entry.url), [entry.url])
  const shown = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).publicHref })
  return (
    <ShopProvider value={shop}>
      <ShownPageProvider page={shown}>
        <BrowseLayout data={data} suggest={suggest}>
          {body ?? <PageBody data={data} />}
        </BrowseLayout>
      </ShownPageProvider>
    </ShopProvider>
  )
}

/** Each view reads the favourites it shows itself: a resumed wishlist re-renders those views, not the whole page. */
function PageBody({ data }: { data: BrowsePageData }) {
  const page = data.page
  const body = pageBodyOf(data)
  if (body === 'search') return <SearchView page={page} term={data.searchTerm} params={data.params} menu={data.menu} edition={data.edition} />
  if (body === 'cart') return <CartView />
  if (body === 'favourites') return <FavouritesView />
  // The query of the page on display, checked as the login route checks it: while the next page loads, this one stays.
  if (body === 'login') return <LoginView link={loginSearchOf(data.params)} />
  if (!page || body === 'error') return <ErrorView status={data.status} snippets={data.snippets} />
  switch (body) {
    case 'listing':
      return <CategoryView page={page} edition={data.edition} params={data.params} />
    case 'product-group':
      return <ProductGroupView page={page} recommendations={data.recommendations} />
    case 'bundle':
      return (
        <>
          <ContentPageView page={page} />
          <BundleView page={page} params={data.params} />
        </>
      )
    default:
      return <ContentPageView page={page} />
  }
}
