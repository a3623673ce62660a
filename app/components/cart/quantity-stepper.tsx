import { useI18nContext } from '../../../i18n/i18n-react.tsx'

interface QuantityStepperProps {
  quantity: number
  /** The product title, so each stepper's buttons name what they change. */
  productTitle: string
  /** Upper bound, e.g. the purchase limit; none when the platform decides. */
  max?: number
  /** The id of the text that says why the bound is there, which the increase button is described by. */
  maxNoteId?: string
  disabled?: boolean
  onChange: (quantity: number) => void
}

/**
 * − quantity +: a quantity of 0 is left to the remove button, so the stepper stops at 1. A step that cannot be taken
 * (a bound reached, the cart still busy) is `aria-disabled` rather than disabled, so the focus stays on it.
 */
export function QuantityStepper({ quantity, productTitle, max, maxNoteId, disabled = false, onChange }: QuantityStepperProps) {
  const { LL } = useI18nContext()
  const canDecrease = !disabled && quantity > 1
  const canIncrease = !disabled && (max === undefined || quantity < max)
  return (
    <div className="quantity-stepper" role="group" aria-label={`${LL.QUANTITY()}: ${productTitle}`}>
      <button type="button" className="quantity-stepper__button" aria-label={LL.QUANTITY_DECREASE({ title: productTitle })} aria-disabled={!canDecrease || undefined} onClick={() => canDecrease && onChange(quantity - 1)}>
        −
      </button>
      <output className="quantity-stepper__value" aria-live="polite" aria-label={LL.QUANTITY()}>
        {quantity}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={LL.QUANTITY_INCREASE({ title: productTitle })}
        aria-disabled={!canIncrease || undefined}
        aria-describedby={maxNoteId}
        onClick={() => canIncrease && onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  )
}
