import { createFileRoute } from '@tanstack/react-router'
import { editionPageRoute } from '../../views/edition-route.tsx'

/** SPEC §2 favourites page of an edition (`/de/favoriten`, `/fr/favoris`, `/it/preferiti`, `/uk/favorites`, …). */
export const Route = createFileRoute('/$edition/favorites')({
  ...editionPageRoute,
})
