import { createFileRoute } from '@tanstack/react-router'
import { editionHead, loadEditionPage, type EditionPageData } from '../views/edition-page-data.ts'
import { EditionNotFoundView, EditionView } from '../views/edition-view.tsx'

// Every path of every edition.
export const Route = createFileRoute('/$')({
  // The query is part of what a page shows (listing filters, sort, page; search phrase): a new query loads anew.
  loaderDeps: ({ search }) => ({ search }),
  // The loader sends the tab's root its page: a preload (intent) must not replace the page on display.
  preload: false,
  loader: ({ location, context, parentMatchPromise }) => loadEditionPage(location, { root: context.root, rootMatch: parentMatchPromise }),
  head: ({ loaderData }) => (loaderData ? editionHead(loaderData) : {}),
  component: EditionRoute,
  notFoundComponent: ({ data }) => (data ? <EditionNotFoundView page={data as EditionPageData} /> : null),
})

function EditionRoute() {
  return <EditionView page={Route.useLoaderData()} />
}
