import type { FormEvent } from 'react'
import { useI18nContext } from '../../../../i18n/i18n-react.tsx'
import type { PersonalData } from '../../../../domain/account.ts'
import { NAME_MAX_LENGTH } from '../../../../domain/constants.ts'
import { valuesOf } from '../attempts.ts'
import { FormAlert } from '../form-alert.tsx'
import { FormField } from '../form-field.tsx'
import { BusyButton } from '../../forms/busy-button.tsx'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid.ts'

interface PersonalDataFormProps {
  /** What the form shows: the saved data, or what was typed last when it was refused. */
  values: PersonalData
  /** Messages by field, in the shopper's language. */
  errors: Record<string, string>
  refusal: string | null
  busy: boolean
  onSubmit: (values: PersonalData) => void
}

const text = (value: string | undefined) => (value ?? '').trim()

/** SPEC §2 Personal data: first name, last name, e-mail and phone (E.164, SPEC §5). */
export function PersonalDataForm({ values, errors, refusal, busy, onSubmit }: PersonalDataFormProps) {
  const { LL } = useI18nContext()
  const { formRef, noteSubmit } = useFocusFirstInvalid(errors)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    noteSubmit()
    const typed = valuesOf(event.currentTarget)
    // A phone is written without spaces or separators in E.164: the ones a shopper types are left out.
    onSubmit({ firstName: text(typed.firstName), lastName: text(typed.lastName), email: text(typed.email), phone: text(typed.phone).replace(/[\s()./-]/g, '') })
  }
  const invalid = Object.keys(errors).length > 0
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <FormAlert message={invalid ? LL.CHECK_INPUT() : busy ? null : refusal} />
      <FormField label={LL.FIRST_NAME()} name="firstName" type="text" autoComplete="given-name" required maxLength={NAME_MAX_LENGTH} defaultValue={values.firstName} error={errors.firstName} />
      <FormField label={LL.LAST_NAME()} name="lastName" type="text" autoComplete="family-name" required maxLength={NAME_MAX_LENGTH} defaultValue={values.lastName} error={errors.lastName} />
      <FormField label={LL.EMAIL()} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
      <FormField label={LL.PHONE()} name="phone" type="tel" autoComplete="tel" required={false} defaultValue={values.phone} hint={LL.PHONE_HINT()} error={errors.phone} />
      <BusyButton type="submit" busy={busy}>
        {LL.SAVE()}
      </BusyButton>
    </form>
  )
}
