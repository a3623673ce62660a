import { createFileRoute } from '@tanstack/react-router'
import { listingSearchOfRoute } from '../markets/route-search.ts'
import { pageRoute } from '../views/edition-route.tsx'

/**
 * Home and content pages with their free SEO paths, and every path no typed route names: the page type decides the
 * view (SPEC §2). The query is part of what a page shows: a manufacturer's listing reads its filters, sort and page,
 * checked as a category's are; the content's own parameters stay as they came.
 */
export const Route = createFileRoute('/$')({
  validateSearch: listingSearchOfRoute,
  loaderDeps: ({ search }) => ({ search }),
  ...pageRoute,
})
