import { createFileRoute } from '@tanstack/react-router'
import { listingSearchOfRoute } from '../../../markets/route-search.ts'
import { editionPageRoute } from '../../../views/edition-route.tsx'

/** SPEC §2 category pages, `/{edition}/c/…`: the listing's filters, sort and page are the query. */
export const Route = createFileRoute('/$edition/c/$')({
  validateSearch: listingSearchOfRoute,
  loaderDeps: ({ search }) => ({ search }),
  ...editionPageRoute,
})
