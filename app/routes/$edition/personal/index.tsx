import { createFileRoute } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'

/** SPEC §2 Personal data of the customer area, in every edition (`/{edition}/personal/`). */
export const Route = createFileRoute('/$edition/personal/')({ ...accountPageRoute })
