import { createFileRoute } from '@tanstack/react-router'
import { accountPageRoute } from '../../../views/account/account-page-data.ts'

/** SPEC §2 Orders: the order history of the customer area, in every edition (`/{edition}/order-history/`). */
export const Route = createFileRoute('/$edition/order-history/')({ ...accountPageRoute })
