import { createFileRoute } from '@tanstack/react-router'
import { editionPageRoute } from '../../views/edition-route.tsx'

/** SPEC §2 cart page of an edition (`/de/cart`, …). */
export const Route = createFileRoute('/$edition/cart')({
  ...editionPageRoute,
})
