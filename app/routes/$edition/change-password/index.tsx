import { createFileRoute } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'

/** SPEC §2 Change password of the customer area, in every edition (`/{edition}/change-password/`). */
export const Route = createFileRoute('/$edition/change-password/')({ ...accountPageRoute })
