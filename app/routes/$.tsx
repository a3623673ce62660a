import { createFileRoute } from '@tanstack/react-router'
import { editionPageRoute } from '../views/edition-route.tsx'

// Home and content pages with their free SEO paths, and every path no typed route names: the page type decides the view (SPEC §2).
export const Route = createFileRoute('/$')({
  // The query is part of what a page shows (filters, sort and page of a manufacturer's listing; the content's parameters).
  loaderDeps: ({ search }) => ({ search }),
  ...editionPageRoute,
})
