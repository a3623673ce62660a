import { createFileRoute } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'

/** SPEC §2 Address: the address book of the customer area, in every edition (`/{edition}/address/`). */
export const Route = createFileRoute('/$edition/address/')({ ...accountPageRoute })
