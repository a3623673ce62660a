import { useRouter, useRouterState, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { LanguageEntry, Store } from '../../app.config.ts'
import { ShopProvider, type ShopContextValue } from '../components/content/shop-context.tsx'
import { mainCategoriesOf } from '../components/header/header-model.ts'
import { ShownPageProvider } from '../components/account/login-link.tsx'
import { loginSearchOf } from '../markets/account-link-search.ts'
import { orderNumberOf } from '../markets/account-paths.ts'
import { suggestActor } from './suggest.ts'
import type { BrowsePageData } from './browse-page-data.ts'
import { BrowseLayout } from './browse-layout.tsx'
import {
  ActivationView,
  BundleView,
  CartView,
  CategoryView,
  ContentPageView,
  CustomerAreaView,
  ErrorView,
  FavouritesView,
  LoginView,
  ProductGroupView,
  ResetPasswordView,
  SearchView,
  isCustomerAreaScreen,
  pageBodyOf,
} from './page-bodies.ts'

interface PageViewProps {
  data: BrowsePageData
  entry: LanguageEntry
  store: Pick<Store, 'priceLocale' | 'currency'>
}

/** Chooses the view by page type (SPEC §2): category and manufacturer share one; search, the account pages and error have theirs. */
export function PageView({ data, entry, store }: PageViewProps) {
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
          <PageBody data={data} />
        </BrowseLayout>
      </ShownPageProvider>
    </ShopProvider>
  )
}

/** Each view reads the favourites it shows itself: a resumed wishlist re-renders those views, not the whole page. */
function PageBody({ data }: { data: BrowsePageData }) {
  const page = data.page
  const body = pageBodyOf(data)
  // The links of the reset and invitation e-mails carry secrets, which stay out of the page's address: read from
  // their routes, as those validated them; on any other page there is none.
  const resetLink = useSearch({ from: '/$edition/reset-password', shouldThrow: false })
  const invitation = useSearch({ from: '/$edition/activate-account', shouldThrow: false })
  if (body === 'search') return <SearchView page={page} term={data.searchTerm} params={data.params} categories={mainCategoriesOf(data.menu, data.edition)} edition={data.edition} />
  if (body === 'cart') return <CartView />
  if (body === 'favourites') return <FavouritesView />
  // The query of the page on display, checked as its route checks it: while the next page loads, this one stays.
  if (body === 'login') return <LoginView link={loginSearchOf(data.params)} />
  if (body === 'reset-password') return <ResetPasswordView link={resetLink ?? {}} />
  if (body === 'activation') return <ActivationView activationUrl={invitation?.url ?? ''} />
  if (body === 'customer-area' && data.route.kind === 'account' && isCustomerAreaScreen(data.route.page)) {
    return <CustomerAreaView screen={data.route.page} orderNumber={orderNumberOf(data.route.params[0])} customerServiceEmail={data.customerServiceEmail} />
  }
  if (!page || body === 'error') return <ErrorView status={data.status} snippets={data.snippets} />
  switch (body) {
    case 'listing':
      return <CategoryView page={page} edition={data.edition} params={data.params} />
    case 'product-group':
      return <ProductGroupView page={page} recommendations={data.recommendations} categories={mainCategoriesOf(data.menu, data.edition)} />
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
