import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { MIN_PASSWORD_LENGTH, NAME_MAX_LENGTH } from '../../../domain/constants.ts'
import { registrationAttempt, type SignUpEvent } from './attempts.ts'
import { FormAlert } from './form-alert.tsx'
import { FormField } from './form-field.tsx'
import { useFormAttempt } from './use-form-attempt.ts'
import { BusyButton } from '../forms/busy-button.tsx'

export interface RegistrationFormProps {
  /** The session is creating the customer this form sent. */
  busy: boolean
  /** Why the registration did not happen ('The email is already in use', 'Something went wrong'), translated. */
  refusal: string | null
  onSend: (event: SignUpEvent) => void
}

/**
 * The registration form (SPEC §5 Registration): first and last name, e-mail and a password that keeps the
 * password rules, which are named under the field before the shopper types.
 */
export function RegistrationForm({ busy, refusal, onSend }: RegistrationFormProps) {
  const { LL } = useI18nContext()
  const { submit, messages, invalid } = useFormAttempt(registrationAttempt, onSend)
  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <FormAlert message={invalid ? LL.CHECK_INPUT() : busy ? null : refusal} />
      <FormField label={LL.FIRST_NAME()} name="firstName" type="text" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} error={messages.firstName} />
      <FormField label={LL.LAST_NAME()} name="lastName" type="text" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} error={messages.lastName} />
      <FormField label={LL.EMAIL()} name="email" type="email" autoComplete="email" error={messages.email} />
      <FormField
        label={LL.PASSWORD()}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        hint={LL.PASSWORD_RULES({ min: MIN_PASSWORD_LENGTH })}
        error={messages.password}
      />
      <BusyButton type="submit" busy={busy}>
        {LL.REGISTER_SUBMIT()}
      </BusyButton>
    </form>
  )
}
