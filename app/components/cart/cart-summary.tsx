import type { ReactNode } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { CartTotals } from './cart-totals.ts'
import { useMoney } from '../use-money.ts'
import type { VatTextKey } from './vat-text.ts'

export interface CartSummaryProps {
  totals: CartTotals
  vatText: VatTextKey
  /** The checkout entry (button and its modals); left out in catalogue mode. */
  children?: ReactNode
}

/** Subtotal, standard shipping (0.00 when free), savings, total with the market's VAT text, and the free-shipping state. */
export function CartSummary({ totals, vatText, children }: CartSummaryProps) {
  const { LL } = useI18nContext()
  const money = useMoney()
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className="cart-summary__heading">{LL.CART_SUMMARY()}</h2>
      <p className={`cart-summary__free-shipping${totals.freeShipping ? ' cart-summary__free-shipping--on' : ''}`} role="status">
        {totals.freeShipping ? LL.CART_FREE_SHIPPING_REACHED() : totals.remainingForFreeShipping ? LL.CART_FREE_SHIPPING_REMAINING({ amount: money(totals.remainingForFreeShipping) }) : ''}
      </p>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>{LL.CART_SUBTOTAL()}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        {totals.shipping !== null ? (
          <div className="cart-summary__row">
            <dt>{totals.freeShipping ? LL.CART_FREE_SHIPPING() : LL.CART_SHIPPING()}</dt>
            <dd>{money(totals.shipping)}</dd>
          </div>
        ) : null}
        {totals.savings.amount > 0 ? (
          <div className="cart-summary__row cart-summary__row--savings">
            <dt>{LL.CART_SAVINGS()}</dt>
            <dd>{money(totals.savings)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{LL.CART_TOTAL()}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      <p className="cart-summary__vat">{LL[vatText]()}</p>
      {children}
    </section>
  )
}
