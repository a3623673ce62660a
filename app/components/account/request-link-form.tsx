import type { FormEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { translate, type Message } from '../../../i18n/message.ts'
import { FormAlert } from './form-alert.tsx'
import { FormField } from './form-field.tsx'
import { BusyButton } from '../forms/busy-button.tsx'
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts'
import { useFocusOnThanks } from '../forms/use-focus-on-thanks.ts'

export interface RequestLinkFormProps {
  /** The e-mail went out (or would have, had an account existed): the address is echoed. */
  sent: boolean
  busy: boolean
  email: string
  /** What the address field starts with (an address typed elsewhere on the page). */
  typedEmail?: string
  error: Message | null
  onSend: (email: string) => void
}

/** A request that could not be sent: said for the whole form, not for the address. */
const FAILED: Message['key'] = 'SOMETHING_WRONG'

/**
 * SPEC §4 Password reset: the e-mail address to send the link to; once sent, the same answer for every address
 * ("if an account exists for …"), so nobody learns from it who has an account.
 */
export function RequestLinkForm({ sent, busy, email, typedEmail, error, onSend }: RequestLinkFormProps) {
  const { LL } = useI18nContext()
  const fieldError = error && error.key !== FAILED ? translate(LL, error) : undefined
  // Every refused send takes the focus to the address, the first as much as the next.
  const { formRef, noteSubmit } = useFocusFirstInvalid(fieldError ? { email: fieldError } : {})
  const confirmation = useFocusOnThanks<HTMLDivElement>(sent)
  if (sent) {
    return (
      <div ref={confirmation} role="status" className="account-page__status" tabIndex={-1}>
        <p className="account-page__thanks">{LL.EMAIL_SENT()}</p>
        <p>{LL.RESET_EMAIL_SENT({ email })}</p>
      </div>
    )
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('email')
    noteSubmit()
    onSend(typeof value === 'string' ? value : '')
  }
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <p>{LL.FORGOT_PASSWORD_TEXT()}</p>
      <FormAlert message={busy || !error ? null : error.key === FAILED ? translate(LL, error) : LL.CHECK_INPUT()} />
      <FormField label={LL.EMAIL()} name="email" type="email" autoComplete="email" error={fieldError} defaultValue={typedEmail} />
      <BusyButton type="submit" busy={busy}>
        {LL.SEND()}
      </BusyButton>
    </form>
  )
}
