import { useState, type FormEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { translate } from '../../../i18n/message.ts'
import { hasNoErrors, type FieldErrors } from '../../../domain/form.ts'
import { focusFirstInvalid } from '../forms/focus-first-invalid.ts'
import { valuesOf, type Attempt, type FormValues } from './attempts.ts'

/**
 * A form's submit: the attempt checks what was typed; a valid one is handed on as its event, otherwise the
 * messages by field are shown (in the shopper's language) and the first field to correct gets the focus.
 */
export function useFormAttempt<Event>(attempt: (values: FormValues, at: number) => Attempt<Event>, onSend: (event: Event) => void) {
  const { LL } = useI18nContext()
  const [errors, setErrors] = useState<FieldErrors>({})
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const result = attempt(valuesOf(form), Date.now())
    if (result.kind === 'send') {
      setErrors({})
      onSend(result.event)
    } else {
      setErrors(result.errors)
      focusFirstInvalid(form, Object.keys(result.errors))
    }
  }
  const messages: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors)) messages[field] = translate(LL, message)
  return { submit, messages, invalid: !hasNoErrors(errors) }
}
