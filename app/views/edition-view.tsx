import { useMemo, useState } from 'react'
import { useSelector } from '@xstate/react'
import { I18nProvider } from '../../i18n/i18n-provider.tsx'
import { DictionaryErrorPage } from '../components/error-page/dictionary-error-page.tsx'
import { EditionPage } from '../components/edition/edition-page.tsx'
import { EditionSelector } from '../components/edition-selector/edition-selector.tsx'
import { RootActor } from '../state/root-actor.tsx'
import type { BrowsePageData } from './browse-page-data.ts'
import { isEditionPageData, translationsOf, type EditionPageData } from './edition-page-data.ts'
import { PageView } from './page-view.tsx'
import { RouteNotFoundPage } from './route-error-pages.tsx'
import { browsePageOf, isPageOf, type SettledPage } from './settled-page.ts'
import { useShopResumed } from '../state/shop-resumed.ts'

const useTranslations = (page: EditionPageData) => useMemo(() => translationsOf(page), [page])

/**
 * The root's page of this route, settled, read from the root's snapshot: while a navigation loads the next page,
 * the route on display keeps showing its own.
 */
function useSettledPage(page: EditionPageData): SettledPage | null {
  const ref = RootActor.useSelector((snapshot) => snapshot.context.page) ?? undefined
  const settled: SettledPage | null = useSelector(ref, (snapshot) => (snapshot?.hasTag('settled') && isPageOf(snapshot, page.address) ? snapshot : null))
  const [shown, setShown] = useState(settled)
  if (settled && settled !== shown) setShown(settled)
  return settled ?? shown
}

/** The browse data of the route's page, from the root's page actor. */
function useBrowsePage(page: EditionPageData): BrowsePageData | null {
  const settled = useSettledPage(page)
  return useMemo(() => (settled ? browsePageOf(settled, page) : null), [settled, page])
}

/** An edition page: the browse view of its page with header and footer, or the view of its route kind. */
export function EditionView({ page }: { page: EditionPageData }) {
  useShopResumed()
  const LL = useTranslations(page)
  const browse = useBrowsePage(page)
  return (
    <I18nProvider locale={page.locale}>
      {browse ? <BrowsePage page={page} browse={browse} /> : <EditionPage LL={LL} route={page.resolved.route} />}
      <EditionSelector LL={LL} languages={page.languages} country={page.resolved.market.entry.country} storeNameKey={page.resolved.market.store.nameKey} />
    </I18nProvider>
  )
}

/**
 * An edition route's 404 answer (its `notFoundComponent`): the error page in the shop's frame when the page
 * loaded one, the error page alone in the page's language when it has no frame, the router's when there is no page
 * at all (an address a route refused before loading, such as an order number that is none).
 */
export function EditionNotFoundView({ data }: { data?: unknown }) {
  return isEditionPageData(data) ? <NotFoundOfPage page={data} /> : <RouteNotFoundPage />
}

function NotFoundOfPage({ page }: { page: EditionPageData }) {
  useShopResumed()
  const LL = useTranslations(page)
  const browse = useBrowsePage(page)
  if (browse) {
    return (
      <I18nProvider locale={page.locale}>
        <BrowsePage page={page} browse={browse} />
      </I18nProvider>
    )
  }
  return <DictionaryErrorPage status={404} LL={LL} />
}

function BrowsePage({ page, browse }: { page: EditionPageData; browse: BrowsePageData }) {
  return <PageView data={browse} entry={page.resolved.market.entry} store={page.resolved.market.store} />
}
