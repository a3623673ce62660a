import type { FormEvent } from 'react'
import { useI18nContext } from '../../../../i18n/i18n-react.tsx'
import { MIN_PASSWORD_LENGTH } from '../../../../domain/constants.ts'
import type { NewPassword } from '../../../../machines/change-password.machine.ts'
import { valuesOf } from '../attempts.ts'
import { FormAlert } from '../form-alert.tsx'
import { FormField } from '../form-field.tsx'
import { BusyButton } from '../../forms/busy-button.tsx'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid.ts'

interface ChangePasswordFormProps {
  errors: Record<string, string>
  refusal: string | null
  busy: boolean
  onSubmit: (values: NewPassword) => void
}

/** SPEC §2 Change password: the new password with its rules named before typing, and its repeat. */
export function ChangePasswordForm({ errors, refusal, busy, onSubmit }: ChangePasswordFormProps) {
  const { LL } = useI18nContext()
  const { formRef, noteSubmit } = useFocusFirstInvalid(errors)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    noteSubmit()
    const typed = valuesOf(event.currentTarget)
    // A password is sent exactly as typed.
    onSubmit({ password: typed.password ?? '', repeat: typed.repeat ?? '' })
  }
  const invalid = Object.keys(errors).length > 0
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <FormAlert message={invalid ? LL.CHECK_INPUT() : busy ? null : refusal} />
      <FormField
        label={LL.NEW_PASSWORD()}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={LL.PASSWORD_RULES({ min: MIN_PASSWORD_LENGTH })}
        error={errors.password}
      />
      <FormField label={LL.REPEAT_PASSWORD()} name="repeat" type="password" autoComplete="new-password" required error={errors.repeat} />
      <BusyButton type="submit" busy={busy}>
        {LL.SAVE()}
      </BusyButton>
    </form>
  )
}
