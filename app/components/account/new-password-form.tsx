import { useEffect, useRef, type FormEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { translate, type Message } from '../../../i18n/message.ts'
import { MIN_PASSWORD_LENGTH } from '../../../domain/constants.ts'
import { FormAlert } from './form-alert.tsx'
import { FormField } from './form-field.tsx'
import { BusyButton } from '../forms/busy-button.tsx'

export interface NewPasswordFormProps {
  busy: boolean
  /** The first rule the password breaks (SPEC §5), a mismatch of the repeat, or a failed request. */
  error: Message | null
  /** The platform's own words beside a refusal (SPEC §8). */
  detail?: string | null
  submitLabel: string
  onSend: (password: string, repeat: string) => void
}

/** Where a message belongs: a mismatch on the repeat, a broken rule on the password, a failure on the whole form. */
function fieldOf(error: Message | null): 'password' | 'repeat' | null {
  if (!error || error.key === 'SOMETHING_WRONG') return null
  return error.key === 'PASSWORD_MISMATCH' ? 'repeat' : 'password'
}

/**
 * A new password and its repeat, with SPEC §5's rules said before typing and the broken one said after; the
 * field to correct gets the focus. What was typed stays, so a refusal costs no retyping.
 */
export function NewPasswordForm({ busy, error, detail, submitLabel, onSend }: NewPasswordFormProps) {
  const { LL } = useI18nContext()
  const form = useRef<HTMLFormElement>(null)
  const field = fieldOf(error)
  useEffect(() => {
    if (field) form.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus()
  }, [error, field])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = new FormData(event.currentTarget)
    const read = (name: string) => {
      const value = values.get(name)
      return typeof value === 'string' ? value : ''
    }
    onSend(read('password'), read('repeat'))
  }
  const message = error ? translate(LL, error) : undefined
  const alert = busy || !error ? null : field ? LL.CHECK_INPUT() : [message, detail].filter(Boolean).join(' ')
  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit}>
      <FormAlert message={alert} />
      <FormField
        label={LL.NEW_PASSWORD()}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        hint={LL.PASSWORD_RULES({ min: MIN_PASSWORD_LENGTH })}
        error={field === 'password' ? message : undefined}
      />
      <FormField label={LL.REPEAT_PASSWORD()} name="repeat" type="password" autoComplete="new-password" error={field === 'repeat' ? message : undefined} />
      <BusyButton type="submit" busy={busy}>
        {submitLabel}
      </BusyButton>
    </form>
  )
}
