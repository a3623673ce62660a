import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { editionParam } from '../../markets/index.ts'
import { activationSearchOf } from '../../markets/account-link-search.ts'
import { ActivationView } from '../../views/activation-view.tsx'
import { editionPageRoute } from '../../views/edition-route.tsx'
import { EditionView } from '../../views/edition-view.tsx'

// The link of the invitation e-mail: `?url={activation URL}` (SPEC §2, §4).
export const Route = createFileRoute('/$edition/activate-account')({
  validateSearch: activationSearchOf,
  ...editionPageRoute,
  params: editionParam,
  component: ActivateAccountRoute,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/activate-account')

function ActivateAccountRoute() {
  return <EditionView page={route.useLoaderData()} body={<ActivationView activationUrl={route.useSearch().url ?? ''} />} />
}
