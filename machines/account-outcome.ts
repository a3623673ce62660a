import type { Message } from '../i18n/message.ts'
import type { FieldErrors } from '../domain/form.ts'
import { fail, type Result } from '../domain/result.ts'
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

/** A field the platform refused as too long, said with the shop's own limit for that field. */
type TooLongOf = (field: string) => Message

/**
 * The field the platform refused, with its message, for the form to show there: none when it named no field it
 * explains. Markup is said as a name's rule says it; 'too long' with the limit `tooLongOf` gives for the field.
 */
export function refusedFieldsOf(result: Result<unknown>, tooLongOf: TooLongOf = () => NAME_TOO_LONG): FieldErrors {
  if (result.ok || !result.failure.field || !result.failure.code) return {}
  const { field, code } = result.failure
  const message = code === 'too-long' ? tooLongOf(field) : code === 'contains-html' ? NAME_CHARACTERS : null
  return message ? { [field]: message } : {}
}
