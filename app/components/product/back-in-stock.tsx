import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useId, useRef, useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { translate } from '../../../i18n/message.ts'
import { backInStockFormMachine, type BackInStockRequest } from '../../../machines/back-in-stock-form.machine.ts'
import { fail, succeed, type Result } from '../../../machines/types.ts'
import { Modal } from '../modal/modal.tsx'

export interface BackInStockProps {
  productTitle: string
  variantId: string
  /** Registers the e-mail for the variant; resolves true when the notification service took it. */
  onSubmit?: (request: BackInStockRequest) => Promise<boolean>
}

/**
 * 'Notify me when available' opens the back-in-stock modal: an e-mail address is needed (SPEC §4, §5). The
 * form runs on the back-in-stock form machine: validate, submit, thanks or error.
 */
export function BackInStock({ productTitle, variantId, onSubmit }: BackInStockProps) {
  const { LL } = useI18nContext()
  const [open, setOpen] = useState(false)
  const emailId = useId()
  const errorId = useId()
  const close = useCallback(() => setOpen(false), [])
  // The actor is made once; the request reaches the latest render's service call through this.
  const latestSubmit = useRef(onSubmit)
  latestSubmit.current = onSubmit
  const [logic] = useState(() =>
    backInStockFormMachine.provide({
      actors: {
        requestNotice: fromPromise<Result<true>, BackInStockRequest>(async ({ input }) =>
          (await latestSubmit.current?.(input)) ? succeed(true as const) : fail('transport', 'The notification service did not take the request'),
        ),
      },
    }),
  )
  const form = useActorRef(logic, { input: { variantId } })
  const state = useSelector(form, (snapshot) => String(snapshot.value))
  const error = useSelector(form, (snapshot) => snapshot.context.error)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.send({ type: 'email.changed', email: String(new FormData(event.currentTarget).get('email') ?? '').trim() })
    form.send({ type: 'submit' })
  }
  return (
    <>
      <button type="button" className="button button--secondary back-in-stock__open" onClick={() => setOpen(true)}>
        {LL.BACK_IN_STOCK_TITLE()}
      </button>
      <Modal open={open} onClose={close} title={LL.BACK_IN_STOCK_TITLE()} name="back-in-stock">
        {state === 'registered' ? (
          <p role="status">{LL.BACK_IN_STOCK_SUCCESS()}</p>
        ) : (
          <form className="back-in-stock__form" noValidate onSubmit={submit}>
            <p>
              <strong>{productTitle}</strong>
            </p>
            <p>{LL.BACK_IN_STOCK_TEXT()}</p>
            <label htmlFor={emailId}>{LL.EMAIL()} *</label>
            <input id={emailId} name="email" type="email" autoComplete="email" required aria-invalid={error !== null || undefined} aria-describedby={error ? errorId : undefined} />
            {error ? (
              <p id={errorId} className="field-error" role="alert">
                {translate(LL, error)}
              </p>
            ) : null}
            {state === 'failed' ? (
              <p className="field-error" role="alert">
                {LL.SOMETHING_WRONG()}
              </p>
            ) : null}
            <p className="back-in-stock__privacy">{LL.BACK_IN_STOCK_PRIVACY()}</p>
            <button type="submit" className="button" disabled={state === 'submitting'}>
              {LL.BACK_IN_STOCK_SUBMIT()}
            </button>
          </form>
        )}
      </Modal>
    </>
  )
}
