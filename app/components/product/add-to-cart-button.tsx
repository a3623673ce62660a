import { useI18nContext } from '../../../i18n/i18n-react.tsx'

export interface AddToCartButtonProps {
  /** Feedback after the click: 'Added to cart' is announced in a live region. */
  added: boolean
  disabled?: boolean
  label?: string
  onAdd: () => void
}

/** Add to cart with 'Added to cart' feedback (SPEC §8 successes). */
export function AddToCartButton({ added, disabled = false, label, onAdd }: AddToCartButtonProps) {
  const { LL } = useI18nContext()
  return (
    <div className="add-to-cart">
      <button type="button" className="button add-to-cart__button" disabled={disabled} onClick={onAdd}>
        {label ?? LL.ADD_TO_CART()}
      </button>
      <p className="add-to-cart__feedback" role="status">
        {added ? LL.ADDED_TO_CART() : ''}
      </p>
    </div>
  )
}
