import { createFileRoute } from '@tanstack/react-router'
import { editionPageRoute } from '../../../views/edition-route.tsx'
import { EditionView } from '../../../views/edition-view.tsx'

/** SPEC §2 product detail: `/{edition}/p/{id}/…`. */
export const Route = createFileRoute('/$edition/p/$')({
  ...editionPageRoute,
  component: function ProductRoute() {
    return <EditionView page={Route.useLoaderData()} />
  },
})
