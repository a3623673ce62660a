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

/** A success of SPEC §8 ('personal data saved', 'address changes saved', 'new password saved'), announced. */
export function SavedNotice({ message }: { message: string | null }) {
  return (
    <div role="status" className="account-area__status">
      {message ? <p className="account-area__saved">{message}</p> : null}
    </div>
  )
}
