import type { CustomerAreaScreen } from '../page-bodies.ts'
import { AddressView } from './address-view.tsx'
import { ChangePasswordView } from './change-password-view.tsx'
import { OrderDetailView } from './order-detail-view.tsx'
import { OrderHistoryView } from './order-history-view.tsx'
import { PersonalDataView } from './personal-data-view.tsx'

interface CustomerAreaViewProps {
  screen: CustomerAreaScreen
  /** The order of an order's detail (`/{edition}/order-history/{order number}/`), null on the other screens. */
  orderNumber: number | null
  customerServiceEmail: string
}

/** The customer area (SPEC §2): one body for its screens, the account route picks the screen. */
export function CustomerAreaView({ screen, orderNumber, customerServiceEmail }: CustomerAreaViewProps) {
  switch (screen) {
    case 'personal':
      return <PersonalDataView />
    case 'address':
      return <AddressView />
    case 'changePassword':
      return <ChangePasswordView />
    case 'orderHistory':
      return orderNumber === null ? <OrderHistoryView /> : <OrderDetailView orderNumber={orderNumber} customerServiceEmail={customerServiceEmail} />
  }
}
