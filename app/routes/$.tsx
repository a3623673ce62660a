import { createFileRoute, notFound } from '@tanstack/react-router'
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

interface EditionPageData extends EditionRequest {
  locale: Locales
  /** The edition's dictionary travels with the page so the browser hydrates without loading it again. */
  dictionary: Translations
}

// Every path of every edition: the markets module decides the store, the language and the view kind.
export const Route = createFileRoute('/$')({
  loader: async ({ location }): Promise<EditionPageData> => {
    const request = await resolveEditionRequest({ data: { path: location.pathname, search: location.searchStr } })
    const locale = localeOfEdition(request.resolved.market.edition)
    const page = { ...request, locale, dictionary: await importLocaleAsync(locale) }
    if (request.resolved.route.kind === 'not-found') throw notFound({ data: page })
    return page
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const { head, resolved, locale, dictionary } = loaderData
    registerDictionary(locale, dictionary)
    return {
      meta: [
        { title: routeTitle(resolved.route, i18nObject(locale)) },
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
      <EditionPage LL={LL} route={page.resolved.route} />
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
  return <NotFoundPage LL={LL} homeHref={LL.ERROR_PAGE_HOMEPAGE_URL()} />
}
