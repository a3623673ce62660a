import { MIN_PASSWORD_LENGTH } from './constants.ts'

/**
 * Form rules of SPEC §5 as plain functions that name the first broken rule. Kept free of libraries:
 * the forms run in the browser, and this module is all they need.
 */

/** A standard e-mail pattern (SPEC §5 Newsletter "must match a standard e-mail pattern"). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** E.164: plus sign, country code and digits (SPEC §5 Phone). */
const E164 = /^\+[1-9]\d{1,14}$/

export const isEmail = (value: string) => EMAIL.test(value.trim())
export const isFilled = (value: string) => value.trim().length > 0
export const isPhone = (value: string) => E164.test(value)
export const isRating = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5

/** The message of the first password rule broken, in SPEC §5 wording, or null. */
export function passwordProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return 'the password is empty'
  if (!/[A-Z]/.test(value)) return 'must contain a capital letter'
  if (!/[a-z]/.test(value)) return 'must contain a lower case letter'
  if (!/\d/.test(value)) return 'must contain a number'
  if (!/[^A-Za-z0-9]/.test(value)) return 'must contain a special character'
  if (value.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters long`
  return null
}

/** SPEC §5 "Repeat password must match". */
export const PASSWORDS_DO_NOT_MATCH = 'The passwords does not match'
/** SPEC §5 Review form. */
export const FIELD_REQUIRED = 'This field is required'
/** SPEC §5 Newsletter message keys. */
export const NEWSLETTER_EMAIL_REQUIRED_ERROR = 'NEWSLETTER_EMAIL_REQUIRED_ERROR'
export const FORM_ERROR_PATTERN = 'FORM_ERROR_PATTERN'
/** SPEC §5 Registration. */
export const INCORRECT_EMAIL = 'Please input correct email'
