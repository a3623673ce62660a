import { useMemo, useState, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { I18nProvider } from '../../i18n/i18n-provider.tsx'
import { EditionPage, NotFoundPage } from '../components/edition/edition-page.tsx'
import { EditionSelector } from '../components/edition-selector/edition-selector.tsx'
import { RootActor } from '../state/root-actor.tsx'
import type { BrowsePageData } from './browse-page-data.ts'
import { translationsOf, type EditionPageData } from './edition-page-data.ts'
import { PageView } from './page-view.tsx'
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

/** An edition page: the browse view of its page with header and footer, or the view of its route kind; a typed route gives its own `body`. */
export function EditionView({ page, body }: { page: EditionPageData; body?: ReactNode }) {
  useShopResumed()
  const LL = useTranslations(page)
  const browse = useBrowsePage(page)
  return (
    <I18nProvider locale={page.locale}>
      {browse ? <BrowsePage page={page} browse={browse} body={body} /> : <EditionPage LL={LL} route={page.resolved.route} />}
      <EditionSelector LL={LL} languages={page.languages} country={page.resolved.market.entry.country} />
    </I18nProvider>
  )
}

/** The 404 answer: the error page in the shop's frame when the edition has one, else the plain not-found page. */
export function EditionNotFoundView({ page }: { page: EditionPageData }) {
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
  return <NotFoundPage LL={LL} homeHref={LL.ERROR_PAGE_HOMEPAGE_URL()} />
}

function BrowsePage({ page, browse, body }: { page: EditionPageData; browse: BrowsePageData; body?: ReactNode }) {
  return <PageView data={browse} entry={page.resolved.market.entry} store={page.resolved.market.store} body={body} />
}
