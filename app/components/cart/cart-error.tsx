import type { CartError as Refusal, CartErrorCode } from '../../../machines/checkout.machine.ts'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'

/** What the shopper reads for each refusal; the platform's own words are not in the shopper's language. */
const TEXT = {
  'out-of-stock': 'CART_ERROR_STOCK',
  'over-limit': 'CART_ERROR_LIMIT',
  'not-for-sale': 'CART_ERROR_NOT_FOR_SALE',
  refused: 'CART_ERROR_GENERIC',
  unreachable: 'CART_ERROR_GENERIC',
} as const satisfies Record<CartErrorCode, keyof TranslationFunctions>

/** The platform refused a change: said in the shopper's language, announced at once. */
export function CartError({ error, onDismiss }: { error: Refusal | null; onDismiss: () => void }) {
  const { LL } = useI18nContext()
  return (
    <div className="cart-error" role="alert">
      {error ? (
        <>
          <p>{LL[TEXT[error.code]]()}</p>
          <button type="button" className="cart-error__dismiss" onClick={onDismiss}>
            {LL.CLOSE()}
          </button>
        </>
      ) : null}
    </div>
  )
}
