import { createFileRoute } from '@tanstack/react-router'
import { activationSearchOf } from '../../markets/account-link-search.ts'
import { editionPageRoute } from '../../views/edition-route.tsx'

// The link of the invitation e-mail: `?url={activation URL}` (SPEC §2, §4).
export const Route = createFileRoute('/$edition/activate-account')({
  validateSearch: activationSearchOf,
  ...editionPageRoute,
})
