import { createFileRoute } from '@tanstack/react-router'
import { handleLogError } from '../../server/log-error.ts'
import { methodNotAllowed } from '../../server/method-not-allowed.ts'

// SPEC §7: the shop's own error log endpoint, called by services/error-log.ts.
export const Route = createFileRoute('/log-error/')({
  server: { handlers: { POST: ({ request }) => handleLogError(request), ANY: ({ request }) => methodNotAllowed(request, ['POST']) } },
})
