import { createFileRoute, redirect } from '@tanstack/react-router'
import { pagesAreOnlyRead } from '../server/method-not-allowed.ts'
import { visitorHome } from '../server/visitor-edition.ts'

// The shop's root has no page of its own: it sends the visitor to the edition of their country.
export const Route = createFileRoute('/')({
  loader: async () => {
    throw redirect({ href: await visitorHome(), statusCode: 302 })
  },
  server: { middleware: [pagesAreOnlyRead] },
})
