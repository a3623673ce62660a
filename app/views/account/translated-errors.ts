import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { translate, type Message } from '../../../i18n/message.ts'
import type { FieldErrors } from '../../../domain/form.ts'

/** A screen's messages in the shopper's language: by field, and the refusal of the whole form. */
export function useTranslatedErrors(errors: FieldErrors | undefined, refusal: Message | null | undefined) {
  const { LL } = useI18nContext()
  const byField: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors ?? {})) byField[field] = translate(LL, message)
  return { errors: byField, refusal: refusal ? translate(LL, refusal) : null }
}
