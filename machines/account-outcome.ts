import type { Message } from '../i18n/message.ts'
import type { FieldErrors } from '../domain/form.ts'
import { fail, type RefusalCode, type Result } from '../domain/result.ts'
import { NAME_CHARACTERS, NAME_TOO_LONG, SOMETHING_WENT_WRONG } from '../domain/validation.ts'

/**
 * How the customer area reads a reply of the platform: it went through; there is no customer (no token, or one
 * the platform no longer knows), so the shopper has to log in; or it failed, with a message for the shopper.
 */
export const succeeded = (_: unknown, { result }: { result: Result<unknown> }) => result.ok
export const notLoggedIn = (_: unknown, { result }: { result: Result<unknown> }) => !result.ok && result.failure.kind === 'missing'

/** A save whose call threw, read as any failed reply: the form says 'Something went wrong' and keeps what was typed. */
export const UNREACHABLE: Result<never> = fail('transport', 'unreachable')

/** SPEC §8: 'The email is already in use' for a taken address, the same for a phone number another account has, else 'Something went wrong'. */
export function refusalOf(result: Result<unknown>): Message {
  const code = result.ok ? undefined : result.failure.code
  return code === 'email-taken' ? { key: 'EMAIL_IN_USE' } : code === 'phone-taken' ? { key: 'PHONE_IN_USE' } : SOMETHING_WENT_WRONG
}

/** Refusals of one field, said as the shop's own rule for that field says them. */
const FIELD_REFUSALS: Partial<Record<RefusalCode, Message>> = { 'too-long': NAME_TOO_LONG, 'contains-html': NAME_CHARACTERS }

/** The field the platform refused, with its message, for the form to show there: none when it named no field it explains. */
export function refusedFieldsOf(result: Result<unknown>): FieldErrors {
  if (result.ok || !result.failure.field || !result.failure.code) return {}
  const message = FIELD_REFUSALS[result.failure.code]
  return message ? { [result.failure.field]: message } : {}
}
