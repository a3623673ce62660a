import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { StockState } from './product-model.ts'

const TEXT = {
  'in-stock': 'IN_STOCK',
  'few-in-stock': 'FEW_IN_STOCK',
  'back-soon': 'BACK_IN_STOCK_SHORTLY',
  'not-available-online': 'NOT_AVAILABLE_ONLINE',
  'sold-out': 'SOLD_OUT',
} as const

/** SPEC §4 Product availability: in stock, few in stock, back in stock shortly, not available online. */
export function Availability({ stock }: { stock: StockState }) {
  const { LL } = useI18nContext()
  return (
    <p className={`availability availability--${stock}`}>
      <span className="availability__dot" aria-hidden="true" />
      {LL[TEXT[stock]]()}
    </p>
  )
}
