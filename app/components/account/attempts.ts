import { hasNoErrors, type FieldErrors } from '../../../domain/form.ts'
import type { StampedSharedEvent } from '../../../machines/journal.ts'
import { loginProblems, registrationProblems } from '../../../domain/validation.ts'

export type LoginEvent = Extract<StampedSharedEvent, { type: 'user.login' }>
export type SignUpEvent = Extract<StampedSharedEvent, { type: 'user.signup' }>

/** What a submitted form leads to: the event for the root actor, or what the shopper has to correct first. */
export type Attempt<Event> = { kind: 'send'; event: Event } | { kind: 'correct'; errors: FieldErrors }

/** The values of a form's named fields, as typed. */
export type FormValues = Record<string, string | undefined>

export const valuesOf = (form: HTMLFormElement): FormValues =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']))

/** Names and the e-mail are sent without the spaces around them; a password exactly as typed. */
const trimmed = (value: string | undefined) => (value ?? '').trim()

/** A login, sent as `user.login` once the e-mail is valid and a password was typed. */
export function loginAttempt(values: FormValues, at: number): Attempt<LoginEvent> {
  const credentials = { email: trimmed(values.email), password: values.password ?? '' }
  const errors = loginProblems(credentials)
  return hasNoErrors(errors) ? { kind: 'send', event: { type: 'user.login', ...credentials, origin: 'login-form', at } } : { kind: 'correct', errors }
}

/** A registration, sent as `user.signup` once names, e-mail and password keep the rules of SPEC §5. */
export function registrationAttempt(values: FormValues, at: number): Attempt<SignUpEvent> {
  const registration = { firstName: trimmed(values.firstName), lastName: trimmed(values.lastName), email: trimmed(values.email), password: values.password ?? '' }
  const errors = registrationProblems(registration)
  return hasNoErrors(errors) ? { kind: 'send', event: { type: 'user.signup', ...registration, origin: 'registration-form', at } } : { kind: 'correct', errors }
}
