import { useCallback, useId, useState, type FormEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { Modal } from '../modal/modal.tsx'

export interface BackInStockProps {
  productTitle: string
  /** Registers the e-mail for the product; resolves true when the platform took it. */
  onSubmit?: (email: string) => Promise<boolean>
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** 'Notify me when available' opens the back-in-stock modal: an e-mail address is needed (SPEC §4, §5). */
export function BackInStock({ productTitle, onSubmit }: BackInStockProps) {
  const { LL } = useI18nContext()
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<'idle' | 'invalid' | 'sending' | 'done' | 'failed'>('idle')
  const emailId = useId()
  const errorId = useId()
  const close = useCallback(() => setOpen(false), [])
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!EMAIL.test(email)) return setState('invalid')
    if (!onSubmit) return setState('failed')
    setState('sending')
    setState((await onSubmit(email).catch(() => false)) ? 'done' : 'failed')
  }
  return (
    <>
      <button type="button" className="button button--secondary back-in-stock__open" onClick={() => setOpen(true)}>
        {LL.BACK_IN_STOCK_TITLE()}
      </button>
      <Modal open={open} onClose={close} title={LL.BACK_IN_STOCK_TITLE()} name="back-in-stock">
        {state === 'done' ? (
          <p role="status">{LL.BACK_IN_STOCK_SUCCESS()}</p>
        ) : (
          <form className="back-in-stock__form" noValidate onSubmit={submit}>
            <p>
              <strong>{productTitle}</strong>
            </p>
            <p>{LL.BACK_IN_STOCK_TEXT()}</p>
            <label htmlFor={emailId}>{LL.EMAIL()} *</label>
            <input id={emailId} name="email" type="email" autoComplete="email" required aria-invalid={state === 'invalid' || undefined} aria-describedby={state === 'invalid' ? errorId : undefined} />
            {state === 'invalid' ? (
              <p id={errorId} className="field-error" role="alert">
                {LL.EMAIL_REQUIRED()}
              </p>
            ) : null}
            {state === 'failed' ? (
              <p className="field-error" role="alert">
                {LL.SOMETHING_WRONG()}
              </p>
            ) : null}
            <p className="back-in-stock__privacy">{LL.BACK_IN_STOCK_PRIVACY()}</p>
            <button type="submit" className="button" disabled={state === 'sending'}>
              {LL.BACK_IN_STOCK_SUBMIT()}
            </button>
          </form>
        )}
      </Modal>
    </>
  )
}
