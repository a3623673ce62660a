import { createFileRoute } from '@tanstack/react-router'
import { editionPageRoute } from '../../../views/edition-route.tsx'

/** SPEC §2 product detail: `/{edition}/p/{id}/`; a path that goes on past the id is not found. */
export const Route = createFileRoute('/$edition/p/$')({
  ...editionPageRoute,
})
