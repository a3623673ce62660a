import { createFileRoute } from '@tanstack/react-router'
import { resetSearchOf } from '../../markets/account-link-search.ts'
import { editionPageRoute } from '../../views/edition-route.tsx'

// The link of the password-reset e-mail: `?id={customer id}&token={reset token}` (SPEC §2, §4).
export const Route = createFileRoute('/$edition/reset-password')({
  validateSearch: resetSearchOf,
  ...editionPageRoute,
})
