import { createFileRoute } from '@tanstack/react-router'
import { editionPageRoute } from '../../views/edition-route.tsx'

/** SPEC §2 login and registration page of an edition (`/de/login/`); `?return=` names the page to go back to. */
export const Route = createFileRoute('/$edition/login')({
  ...editionPageRoute,
})
