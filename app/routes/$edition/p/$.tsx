import { createFileRoute } from '@tanstack/react-router'
import { editionPageRoute } from '../../../views/edition-route.tsx'

/** SPEC §2 product detail: `/{edition}/p/{id}/…`. */
export const Route = createFileRoute('/$edition/p/$')({
  ...editionPageRoute,
})
