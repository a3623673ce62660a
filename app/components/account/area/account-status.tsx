import { useEffect, useRef } from 'react'
import { useI18nContext } from '../../../../i18n/i18n-react.tsx'

/** Loading and a failed load of an account screen: what the shopper sees instead of the data, and a retry. */
export function AccountLoading() {
  const { LL } = useI18nContext()
  return (
    <p className="account-area__loading" role="status">
      {LL.LOADING()}
    </p>
  )
}

export function AccountLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { LL } = useI18nContext()
  return (
    <div className="account-area__failed" role="alert">
      <p>{LL.ACCOUNT_LOAD_FAILED()}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {LL.TRY_AGAIN()}
      </button>
    </div>
  )
}

/**
 * A success of SPEC §8 ('personal data saved', 'address changes saved', 'new password saved'), announced. Where the
 * saved form gave way (the address list comes back, the password form starts anew), the focus would fall back to
 * the page: the notice takes it, so a keyboard or screen reader user goes on from there.
 */
export function SavedNotice({ message }: { message: string | null }) {
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const active = document.activeElement
    if (message && (active === null || active === document.body)) notice.current?.focus()
  }, [message])
  return (
    <div role="status" className="account-area__status">
      {message ? (
        <p ref={notice} className="account-area__saved" tabIndex={-1}>
          {message}
        </p>
      ) : null}
    </div>
  )
}
