import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { CartErrorKey } from './optimistic-lines.ts'

/** The platform refused a change: said in the shopper's language, announced at once. */
export function CartError({ error, onDismiss }: { error: CartErrorKey | null; onDismiss: () => void }) {
  const { LL } = useI18nContext()
  return (
    <div className="cart-error" role="alert">
      {error ? (
        <>
          <p>{LL[error]()}</p>
          <button type="button" className="cart-error__dismiss" onClick={onDismiss}>
            {LL.CLOSE()}
          </button>
        </>
      ) : null}
    </div>
  )
}
