import { createFileRoute } from '@tanstack/react-router'
import { editionSitemapResponse } from '../../server/sitemap/sitemap-responses.ts'
import { methodNotAllowed } from '../../server/method-not-allowed.ts'

// One edition's sitemap; an edition that is not indexed, or no edition, answers 404.
export const Route = createFileRoute('/sitemap/{$edition}.xml')({
  server: { handlers: { GET: ({ params }) => editionSitemapResponse(params.edition), ANY: ({ request }) => methodNotAllowed(request, ['GET', 'HEAD']) } },
})
