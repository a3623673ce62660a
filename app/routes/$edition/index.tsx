import { createFileRoute } from '@tanstack/react-router'
import { editionPageRoute } from '../../views/edition-route.tsx'

/** SPEC §2 home page of an edition (`/de/`, `/uk/`, …). */
export const Route = createFileRoute('/$edition/')({
  ...editionPageRoute,
})
