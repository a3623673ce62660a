import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from '../server/sitemap/sitemap-responses.ts'
import { methodNotAllowed } from '../server/method-not-allowed.ts'

// What crawlers may read, and where the sitemap index is.
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: () => robotsResponse(), ANY: ({ request }) => methodNotAllowed(request, ['GET', 'HEAD']) } },
})
