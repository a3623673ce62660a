import { useId, type FormEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { backInStockFormMachine } from '../../../machines/back-in-stock-form.machine.ts'
import type { BackInStockRequest } from '../../../domain/requests.ts'
import { registerBackInStock } from '../../server/back-in-stock.ts'
import { providedPerStore, serviceCall, useFormActor } from '../forms/form-actor.ts'
import { useShop } from '../content/shop-context.tsx'
import { BusyButton } from '../forms/busy-button.tsx'
import { focusFirstInvalid } from '../forms/focus-first-invalid.ts'
import { useFocusOnThanks } from '../forms/use-focus-on-thanks.ts'

export interface BackInStockFormProps {
  productTitle: string
  variantId: string
}

/** The notification service registers the e-mail for the variant. */
const backInStockFormOf = providedPerStore((store) =>
  backInStockFormMachine.provide({
    actors: {
      requestNotice: serviceCall((request: BackInStockRequest) => registerBackInStock({ data: { store, ...request } }), 'The notification service did not take the request'),
    },
  }),
)

/**
 * The form in the back-in-stock modal: an e-mail address is needed (SPEC §4, §5). It runs on the back-in-stock
 * form machine: validate, submit, thanks or error.
 */
export function BackInStockForm({ productTitle, variantId }: BackInStockFormProps) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const emailId = useId()
  const errorId = useId()
  const { form, state, errors, fieldsToCorrect } = useFormActor(backInStockFormOf(entry.storeCode), { input: { variantId }, messagesOf: (snapshot) => ({ email: snapshot.context.error }) })
  const error = errors.email
  const thanks = useFocusOnThanks<HTMLParagraphElement>(state === 'registered')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.send({ type: 'email.changed', email: String(new FormData(event.currentTarget).get('email') ?? '').trim() })
    form.send({ type: 'submit' })
    focusFirstInvalid(event.currentTarget, fieldsToCorrect())
  }
  return state === 'registered' ? (
    <p ref={thanks} role="status" tabIndex={-1}>
      {LL.BACK_IN_STOCK_SUCCESS()}
    </p>
  ) : (
    <form className="back-in-stock__form" noValidate onSubmit={submit}>
      <p>
        <strong>{productTitle}</strong>
      </p>
      <p>{LL.BACK_IN_STOCK_TEXT()}</p>
      <div className="form-field">
        <label htmlFor={emailId}>{LL.EMAIL()} *</label>
        <input id={emailId} name="email" type="email" autoComplete="email" required aria-invalid={error !== undefined || undefined} aria-describedby={error ? errorId : undefined} />
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {state === 'failed' ? (
        <p className="field-error" role="alert">
          {LL.SOMETHING_WRONG()}
        </p>
      ) : null}
      <p className="back-in-stock__privacy">{LL.BACK_IN_STOCK_PRIVACY()}</p>
      <BusyButton type="submit" busy={state === 'submitting'}>
        {LL.BACK_IN_STOCK_SUBMIT()}
      </BusyButton>
    </form>
  )
}
