import type { Message } from '../i18n/message.ts'
import type { FieldErrors } from './form.ts'
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, NAME_MAX_LENGTH, SEARCH_PHRASE_MAX_LENGTH } from './constants.ts'

/**
 * Form rules of SPEC §5 as plain functions that name the first broken rule as a message for the shopper
 * (an i18n key, translated by the form's component). Kept free of libraries: the forms run in the browser,
 * and this module is all they need.
 */

/**
 * A standard e-mail pattern (SPEC §5 Newsletter "must match a standard e-mail pattern"): words joined by single
 * dots on both sides of the @, so no dot at either end (`ada@example.com.` is a slip), and a top-level domain of
 * two characters or more; no control character, and none of the characters the platforms refuse outside a quoted
 * name (brackets, quotes, commas), pasted markup among them.
 */
const EMAIL_CHARACTER = String.raw`[^\s@<>()[\]\\,;:".\p{Cc}]`
const EMAIL = new RegExp(String.raw`^${EMAIL_CHARACTER}+(?:\.${EMAIL_CHARACTER}+)*@(?:${EMAIL_CHARACTER}+\.)+${EMAIL_CHARACTER}{2,}$`, 'u')
/** E.164: plus sign, country code and digits (SPEC §5 Phone). */
const E164 = /^\+[1-9]\d{1,14}$/

/** An e-mail address of the standard pattern, within the lengths mail servers take (the platforms refuse a longer one). */
export function isEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= EMAIL_MAX_LENGTH && email.indexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH && EMAIL.test(email)
}
export const isFilled = (value: string) => value.trim().length > 0

/**
 * An e-mail an existing account may have: text on both sides of one @, no space or control character, within the
 * lengths mail servers take. The login asks no more: an account made before a rule of `isEmail` was added must
 * still be able to sign in.
 */
const ACCOUNT_EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u
export const isAccountEmail = (value: string): boolean => value.trim().length <= EMAIL_MAX_LENGTH && ACCOUNT_EMAIL.test(value.trim())

/** A control character (a NUL, a tab, a line break): in a shopper's text only a tab and line breaks mean anything, which a review may hold. */
const CONTROL_CHARACTER = /\p{Cc}/gu
const KEPT_IN_TEXT = new Set(['\t', '\n', '\r'])

/** A review's title or text as the review service takes it: trimmed, without the control characters it refuses (a NUL, a bell), unseen by the shopper. */
export const reviewTextOf = (text: string): string => text.replace(CONTROL_CHARACTER, (character) => (KEPT_IN_TEXT.has(character) ? character : '')).trim()

/**
 * The phrase a search page is opened for: what the shopper typed, trimmed, or null when nothing was (SPEC §5
 * "Search input: required"). The search machine and the search box before its machine has arrived both ask here.
 */
export function searchPhraseOf(typed: string): string | null {
  const text = phraseTextOf(typed)
  return text ? phraseWithinLimit(text) : null
}

/** Characters no one means to search for (NUL, a tab, a line break): spaces, so that a phrase is searched, never refused. */
const CONTROL_CHARACTERS = /\p{Cc}+/gu

/** A phrase as it is searched, typed or in an address: its control characters as spaces, trimmed. */
export const phraseTextOf = (phrase: string): string => phrase.replace(CONTROL_CHARACTERS, ' ').trim()

/** A search phrase as the content platform takes it: its first SEARCH_PHRASE_MAX_LENGTH characters. */
export const phraseWithinLimit = (phrase: string): string => phrase.slice(0, SEARCH_PHRASE_MAX_LENGTH)
export const isPhone = (value: string) => E164.test(value)
export const isRating = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5

/**
 * The first password rule broken (SPEC §5), or null. Letters and digits of every language count (Ł is a capital),
 * as the commerce platform counts them; then the platform's own bounds: no space at either end, at most 40 characters.
 */
export function passwordProblem(value: unknown): Message | null {
  if (typeof value !== 'string' || value.trim().length === 0) return { key: 'PASSWORD_EMPTY' }
  if (!/\p{Lu}/u.test(value)) return { key: 'PASSWORD_CAPITAL' }
  if (!/\p{Ll}/u.test(value)) return { key: 'PASSWORD_LOWER_CASE' }
  if (!/\p{Nd}/u.test(value)) return { key: 'PASSWORD_NUMBER' }
  if (!/[^\p{L}\p{Nd}\s]/u.test(value)) return { key: 'PASSWORD_SPECIAL' }
  const length = [...value].length
  if (length < MIN_PASSWORD_LENGTH) return { key: 'PASSWORD_LENGTH', values: { min: MIN_PASSWORD_LENGTH } }
  if (value.trim() !== value) return { key: 'PASSWORD_SPACES' }
  return length > MAX_PASSWORD_LENGTH ? { key: 'PASSWORD_TOO_LONG', values: { max: MAX_PASSWORD_LENGTH } } : null
}

/** SPEC §5 "Repeat password must match". */
export const PASSWORDS_DO_NOT_MATCH: Message = { key: 'PASSWORD_MISMATCH' }
/** SPEC §5 Review form. */
export const FIELD_REQUIRED: Message = { key: 'FIELD_REQUIRED' }
/** SPEC §5 Newsletter message keys. */
export const NEWSLETTER_EMAIL_REQUIRED_ERROR: Message = { key: 'NEWSLETTER_EMAIL_REQUIRED_ERROR' }
export const FORM_ERROR_PATTERN: Message = { key: 'FORM_ERROR_PATTERN' }
/** SPEC §5 Registration. */
export const INCORRECT_EMAIL: Message = { key: 'EMAIL_INVALID' }
/** SPEC §8: what a failed request says when the platform gives nothing more telling. */
export const SOMETHING_WENT_WRONG: Message = { key: 'SOMETHING_WRONG' }

/** SPEC §5 "Please enter Password": a login asks only that one was typed; its rules are the registration's. */
const PASSWORD_MISSING: Message = { key: 'PASSWORD_ENTER' }
export const FIRST_NAME_REQUIRED: Message = { key: 'FIRST_NAME_REQUIRED' }
export const LAST_NAME_REQUIRED: Message = { key: 'LAST_NAME_REQUIRED' }

/** What keeps a login from being sent, by field: an account's e-mail and a password are needed. */
export function loginProblems(credentials: { email: string; password: string }): FieldErrors {
  return {
    ...(isAccountEmail(credentials.email) ? {} : { email: INCORRECT_EMAIL }),
    ...(credentials.password.trim().length > 0 ? {} : { password: PASSWORD_MISSING }),
  }
}

/** SPEC §5 leaves a name's bounds open; the commerce platform saves none longer than this, nor one with markup in it. */
export const NAME_TOO_LONG: Message = { key: 'NAME_TOO_LONG', values: { max: NAME_MAX_LENGTH } }
export const NAME_CHARACTERS: Message = { key: 'NAME_CHARACTERS' }
/** No name has angle brackets; left out, they can form no tag the platform would refuse. */
const ANGLE_BRACKET = /[<>]/
export const INVISIBLE_CHARACTERS: Message = { key: 'INVISIBLE_CHARACTERS' }
/** A one-line field holds no control character: pasted unseen, and the platform refuses a NUL. (`search` keeps no state between calls.) */
export const hasControlCharacter = (value: string): boolean => value.search(CONTROL_CHARACTER) >= 0

/** The first rule a name breaks: given, within the platform's length, free of angle brackets and of control characters. */
export function nameProblem(name: string, missing: Message): Message | null {
  if (!isFilled(name)) return missing
  if (name.length > NAME_MAX_LENGTH) return NAME_TOO_LONG
  if (ANGLE_BRACKET.test(name)) return NAME_CHARACTERS
  return hasControlCharacter(name) ? INVISIBLE_CHARACTERS : null
}

/** What keeps a registration from being sent, by field (SPEC §5 Registration and Password). */
export function registrationProblems(registration: { firstName: string; lastName: string; email: string; password: string }): FieldErrors {
  const password = passwordProblem(registration.password)
  const firstName = nameProblem(registration.firstName, FIRST_NAME_REQUIRED)
  const lastName = nameProblem(registration.lastName, LAST_NAME_REQUIRED)
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(isEmail(registration.email) ? {} : { email: INCORRECT_EMAIL }),
    ...(password ? { password } : {}),
  }
}
