import type { CartError as Refusal, CartErrorCode } from '../../../machines/checkout.machine.ts'
import { translate, type Message } from '../../../i18n/message.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'

/** What the shopper reads for each refusal; the platform's own words are not in the shopper's language. */
const TEXT: Record<CartErrorCode, Message> = {
  'out-of-stock': { key: 'CART_ERROR_STOCK' },
  // The platform took what it had: nothing was restored, the cart shows what is available.
  'less-in-stock': { key: 'CART_ERROR_LESS_IN_STOCK' },
  'over-limit': { key: 'CART_ERROR_LIMIT' },
  'not-for-sale': { key: 'CART_ERROR_NOT_FOR_SALE' },
  refused: { key: 'CART_ERROR_GENERIC' },
  unreachable: { key: 'CART_ERROR_GENERIC' },
  // A language or delivery-country change could not move the cart: it is kept as it was, and moved on a later visit.
  'not-moved': { key: 'CART_ERROR_NOT_MOVED' },
}

/** The platform refused a change: said in the shopper's language, announced at once. */
export function CartError({ error, onDismiss }: { error: Refusal | null; onDismiss: () => void }) {
  const { LL } = useI18nContext()
  return (
    <div className="cart-error" role="alert">
      {error ? (
        <>
          <p>{translate(LL, TEXT[error.code])}</p>
          <button type="button" className="cart-error__dismiss" onClick={onDismiss}>
            {LL.CLOSE()}
          </button>
        </>
      ) : null}
    </div>
  )
}
