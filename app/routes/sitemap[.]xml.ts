import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexResponse } from '../server/sitemap/sitemap-responses.ts'
import { methodNotAllowed } from '../server/method-not-allowed.ts'

// The sitemap index search engines read: one sitemap per edition.
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: () => sitemapIndexResponse(), ANY: ({ request }) => methodNotAllowed(request, ['GET', 'HEAD']) } },
})
