import { createFileRoute } from '@tanstack/react-router'
import { searchSearchOfRoute } from '../../markets/route-search.ts'
import { editionPageRoute } from '../../views/edition-route.tsx'

/** SPEC §2 search route of an edition (`/search-de`, `/recherche`, `/uk/search`, …): the phrase and the listing's query. */
export const Route = createFileRoute('/$edition/search')({
  validateSearch: searchSearchOfRoute,
  loaderDeps: ({ search }) => ({ search }),
  ...editionPageRoute,
})
