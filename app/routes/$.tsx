import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { useMemo } from 'react'
import { EditionPage, NotFoundPage } from '../components/edition/edition-page.tsx'
import { EditionSelector } from '../components/edition-selector/edition-selector.tsx'
import { resolveEditionRequest, type EditionRequest } from '../server/edition-request.ts'
import { routeTitle } from '../components/edition/route-title.ts'
import { localeOfEdition } from '../../i18n/editions.ts'
import TypesafeI18n from '../../i18n/i18n-react.tsx'
import type { Locales, Translations } from '../../i18n/i18n-types.ts'
import { i18nObject } from '../../i18n/i18n-util.ts'
import { importLocaleAsync } from '../../i18n/i18n-util.async.ts'
import { registerDictionary } from '../../i18n/register.ts'
import { fetchBrowsePage } from '../server/browse-page.ts'
import { answerWithStatus } from '../server/response-status.ts'
import { PageView } from '../views/page-view.tsx'
import type { BrowsePageData } from '../views/browse-page-data.ts'
import { pageMetadataOf } from '../views/page-metadata.ts'

interface EditionPageData extends EditionRequest {
  locale: Locales
  /** The edition's dictionary travels with the page so the browser hydrates without loading it again. */
  dictionary: Translations
  /** Content pages, listings and search: the page with its header and footer (issue 7 views). */
  browse: BrowsePageData | null
}

/** Route kinds shown by the browse views, with header and footer; account routes have views of their own. */
const BROWSE_KINDS = new Set(['home', 'content', 'product', 'category', 'blog', 'search', 'not-found', 'cart', 'favourites'])

// Every path of every edition: the markets module decides the store, the language and the view kind.
export const Route = createFileRoute('/$')({
  // The query is part of what a page shows (listing filters, sort, page; search phrase): a new query loads anew.
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ location }): Promise<EditionPageData> => {
    const request = await resolveEditionRequest({ data: { path: location.pathname, search: location.searchStr } })
    const locale = localeOfEdition(request.resolved.market.edition)
    const browsing = BROWSE_KINDS.has(request.resolved.route.kind)
    const [dictionary, browse] = await Promise.all([importLocaleAsync(locale), browsing ? fetchBrowsePage(location.pathname, location.searchStr) : null])
    if (browse?.redirect) throw redirect({ href: browse.redirect.location, statusCode: browse.redirect.status })
    const page = { ...request, ...browse?.links, locale, dictionary, browse }
    if (request.resolved.route.kind === 'not-found' || (browse && browse.status === 404)) throw notFound({ data: page })
    if (browse && browse.status >= 500) answerWithStatus(browse.status)
    return page
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const { head, resolved, locale, dictionary } = loaderData
    registerDictionary(locale, dictionary)
    const metadata = pageMetadataOf(loaderData.browse)
    return {
      meta: [
        { title: metadata.title ?? routeTitle(resolved.route, i18nObject(locale)) },
        ...(metadata.description ? [{ name: 'description', content: metadata.description }] : []),
        ...(head.siteVerification ? [{ name: head.siteVerification.name, content: head.siteVerification.content }] : []),
      ],
      links: [
        { rel: 'canonical', href: head.canonical },
        ...head.alternates.map((alternate) => ({ rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href })),
      ],
    }
  },
  component: EditionRoute,
  notFoundComponent: ({ data }) => <EditionNotFound page={data as EditionPageData | undefined} />,
})

function useTranslations(page: EditionPageData) {
  return useMemo(() => {
    registerDictionary(page.locale, page.dictionary)
    return i18nObject(page.locale)
  }, [page.locale, page.dictionary])
}

function EditionRoute() {
  const page = Route.useLoaderData()
  const LL = useTranslations(page)
  return (
    <TypesafeI18n locale={page.locale}>
      {page.browse ? <BrowsePage page={page} browse={page.browse} /> : <EditionPage LL={LL} route={page.resolved.route} />}
      <EditionSelector LL={LL} languages={page.languages} country={page.resolved.market.entry.country} />
    </TypesafeI18n>
  )
}

function EditionNotFound({ page }: { page: EditionPageData | undefined }) {
  if (!page) return null
  return <EditionNotFoundPage page={page} />
}

function EditionNotFoundPage({ page }: { page: EditionPageData }) {
  const LL = useTranslations(page)
  if (page.browse) {
    return (
      <TypesafeI18n locale={page.locale}>
        <BrowsePage page={page} browse={page.browse} />
      </TypesafeI18n>
    )
  }
  return <NotFoundPage LL={LL} homeHref={LL.ERROR_PAGE_HOMEPAGE_URL()} />
}

function BrowsePage({ page, browse }: { page: EditionPageData; browse: BrowsePageData }) {
  return <PageView data={browse} entry={page.resolved.market.entry} store={page.resolved.market.store} />
}
