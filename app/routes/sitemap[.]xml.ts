import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexResponse } from '../server/sitemap/sitemap-responses.ts'

// The sitemap index search engines read: one sitemap per edition.
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: () => sitemapIndexResponse() } },
})
