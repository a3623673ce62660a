import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { editionParam } from '../../markets/index.ts'
import { loginSearchOf } from '../../markets/account-link-search.ts'
import { LoginView } from '../../views/page-bodies.ts'
import { editionPageRoute } from '../../views/edition-route.tsx'
import { EditionView } from '../../views/edition-view.tsx'

/**
 * SPEC §2 login and registration page of an edition (`/de/login/`): `?return=` names the page to go back to,
 * `?then=checkout` goes on to the checkout (the checkout login modal's link).
 */
export const Route = createFileRoute('/$edition/login')({
  validateSearch: loginSearchOf,
  ...editionPageRoute,
  params: editionParam,
  component: LoginRoute,
})

// The page's component reads its route by id: importing `Route` would make the route's own module a chunk every page fetches.
const route = getRouteApi('/$edition/login')

function LoginRoute() {
  return <EditionView page={route.useLoaderData()} body={<LoginView link={route.useSearch()} />} />
}
