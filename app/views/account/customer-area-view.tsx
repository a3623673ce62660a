import type { AccountPage } from '../../markets/index.ts'
import { AddressView } from './address-view.tsx'
import { ChangePasswordView } from './change-password-view.tsx'
import { OrderDetailView } from './order-detail-view.tsx'
import { OrderHistoryView } from './order-history-view.tsx'
import { PersonalDataView } from './personal-data-view.tsx'

interface CustomerAreaViewProps {
  page: AccountPage
  /** The order of an order's detail (`/{edition}/order-history/{order number}/`), null on the other screens. */
  orderNumber: number | null
  customerServiceEmail: string
}

/** The customer area (SPEC §2): one body for its screens, the account route's page picks the screen. */
export function CustomerAreaView({ page, orderNumber, customerServiceEmail }: CustomerAreaViewProps) {
  if (page === 'personal') return <PersonalDataView />
  if (page === 'address') return <AddressView />
  if (page === 'changePassword') return <ChangePasswordView />
  return orderNumber === null ? <OrderHistoryView /> : <OrderDetailView orderNumber={orderNumber} customerServiceEmail={customerServiceEmail} />
}
