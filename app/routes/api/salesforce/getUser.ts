import { createFileRoute } from '@tanstack/react-router'
import { handleGetUser } from '../../../server/customer-data-user.ts'
import { methodNotAllowed } from '../../../server/method-not-allowed.ts'

// SPEC §7 POST /api/salesforce/getUser, answered from the server so the customer-data service stays private.
export const Route = createFileRoute('/api/salesforce/getUser')({
  server: { handlers: { POST: ({ request }) => handleGetUser(request), ANY: ({ request }) => methodNotAllowed(request, ['POST']) } },
})
