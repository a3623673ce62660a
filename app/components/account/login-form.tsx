import { useId, type MouseEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { loginAttempt, type LoginEvent } from './attempts.ts'
import { FormAlert } from './form-alert.tsx'
import { FormField } from './form-field.tsx'
import { useFormAttempt } from './use-form-attempt.ts'
import { BusyButton } from '../forms/busy-button.tsx'

export interface LoginFormProps {
  /** The session is logging in with what this form sent. */
  busy: boolean
  /** Why the last login was refused, in the shopper's language. */
  refusal: string | null
  onSend: (event: LoginEvent) => void
  /** "Forgot password?", with the e-mail typed so far, so the shopper need not type it again. */
  onForgotPassword: (typedEmail: string) => void
}

/**
 * The login form: e-mail and password, checked before they are sent (a valid e-mail, a password). A refusal
 * leaves the form as the shopper filled it, so they correct it instead of typing everything again.
 */
export function LoginForm({ busy, refusal, onSend, onForgotPassword }: LoginFormProps) {
  const { LL } = useI18nContext()
  const { submit, messages, invalid } = useFormAttempt(loginAttempt, onSend)
  const formId = useId()
  const forgotPassword = (event: MouseEvent<HTMLButtonElement>) => {
    const email = event.currentTarget.form?.elements.namedItem('email')
    onForgotPassword(email instanceof HTMLInputElement ? email.value.trim() : '')
  }
  return (
    <>
      <form id={formId} className="account-form" noValidate onSubmit={submit}>
        <FormAlert message={invalid ? LL.CHECK_INPUT() : busy ? null : refusal} />
        <FormField label={LL.EMAIL()} name="email" type="email" autoComplete="email" error={messages.email} />
        <FormField label={LL.PASSWORD()} name="password" type="password" autoComplete="current-password" error={messages.password} />
        <BusyButton type="submit" busy={busy}>
          {LL.LOGIN()}
        </BusyButton>
      </form>
      {/* Of the form, which it does not submit, but after it, where the shopper looks once the password fails them. */}
      <button type="button" form={formId} className="link-button account-page__forgot" onClick={forgotPassword}>
        {LL.FORGOT_PASSWORD()}
      </button>
    </>
  )
}
