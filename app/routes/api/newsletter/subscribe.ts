import { createFileRoute } from '@tanstack/react-router'
import { handleNewsletterSubscribe } from '../../../server/newsletter-subscribe.ts'
import { methodNotAllowed } from '../../../server/method-not-allowed.ts'

// The browser subscribes here, so the newsletter service's address and keys stay on the server.
export const Route = createFileRoute('/api/newsletter/subscribe')({
  server: { handlers: { POST: ({ request }) => handleNewsletterSubscribe(request), ANY: ({ request }) => methodNotAllowed(request, ['POST']) } },
})
