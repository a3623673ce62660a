import { createFileRoute } from '@tanstack/react-router'
import { loginSearchOf } from '../../markets/account-link-search.ts'
import { editionPageRoute } from '../../views/edition-route.tsx'

/**
 * SPEC §2 login and registration page of an edition (`/de/login/`): `?return=` names the page to go back to,
 * `?then=checkout` goes on to the checkout (the checkout login modal's link). It shares the page routes' component,
 * so the shop's frame stays mounted when the shopper goes back from it.
 */
export const Route = createFileRoute('/$edition/login')({
  validateSearch: loginSearchOf,
  ...editionPageRoute,
})
