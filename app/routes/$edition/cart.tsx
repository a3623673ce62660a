import { createFileRoute } from '@tanstack/react-router'
import { editionPageRoute } from '../../views/edition-route.tsx'
import { EditionView } from '../../views/edition-view.tsx'

/** SPEC §2 cart page of an edition (`/de/cart`, …). */
export const Route = createFileRoute('/$edition/cart')({
  ...editionPageRoute,
  component: function CartRoute() {
    return <EditionView page={Route.useLoaderData()} />
  },
})
