import type { Message } from '../i18n/message.ts'
import type { AddressFields, PersonalData } from './account.ts'
import type { FieldErrors } from './form.ts'
import { ADDRESS_FIELD_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from './constants.ts'
import { postalCodeRuleOf } from './postal-codes.ts'
import { FIRST_NAME_REQUIRED, INCORRECT_EMAIL, LAST_NAME_REQUIRED, NAME_TOO_LONG, PASSWORDS_DO_NOT_MATCH, INVISIBLE_CHARACTERS, hasControlCharacter, isAccountEmail, isEmail, isFilled, isPhone, nameProblem, passwordProblem } from './validation.ts'

/** SPEC §5 Phone: E.164, a plus sign, the country code and digits. */
const PHONE_FORMAT: Message = { key: 'PHONE_FORMAT' }
/** SPEC §5 'Please input password': the repeat of a new password was left empty. */
const REPEAT_MISSING: Message = { key: 'PASSWORD_INPUT' }

/**
 * What keeps personal data from being saved, by field: names, a valid e-mail, and a phone in E.164 if one is given.
 * The e-mail the account has (`savedEmail`) is kept as it is: an account made before a rule of `isEmail` was added
 * can still sign in with it (`isAccountEmail`), and saving a new phone must not ask for another address first.
 */
export function personalDataProblems(data: PersonalData, savedEmail?: string): FieldErrors {
  const keptEmail = savedEmail !== undefined && data.email.trim().toLowerCase() === savedEmail.trim().toLowerCase() && isAccountEmail(data.email)
  const firstName = nameProblem(data.firstName, FIRST_NAME_REQUIRED)
  const lastName = nameProblem(data.lastName, LAST_NAME_REQUIRED)
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(keptEmail || isEmail(data.email) ? {} : { email: INCORRECT_EMAIL }),
    ...(data.phone === '' || isPhone(data.phone) ? {} : { phone: PHONE_FORMAT }),
  }
}

/** SPEC §5 Address: each required field has its own 'Please enter your …'; address line 2 is optional. */
const ADDRESS_FIRST_NAME_REQUIRED: Message = { key: 'ADDRESS_FIRST_NAME_REQUIRED' }
const ADDRESS_LAST_NAME_REQUIRED: Message = { key: 'ADDRESS_LAST_NAME_REQUIRED' }
const ADDRESS_COMPANY_REQUIRED: Message = { key: 'ADDRESS_COMPANY_REQUIRED' }
const ADDRESS_STREET_REQUIRED: Message = { key: 'ADDRESS_STREET_REQUIRED' }
const ADDRESS_POSTAL_CODE_REQUIRED: Message = { key: 'ADDRESS_POSTAL_CODE_REQUIRED' }
const ADDRESS_CITY_REQUIRED: Message = { key: 'ADDRESS_CITY_REQUIRED' }
/** A field's limit and what the shopper reads past it: said in the words of a name too long, with the field's own limit. */
const lengthRule = (max: number) => ({ max, tooLong: { key: 'NAME_TOO_LONG', values: { max } } satisfies Message })
/** The platform refuses a longer address field. */
const ADDRESS_FIELD_LENGTH = lengthRule(ADDRESS_FIELD_MAX_LENGTH)
const POSTAL_CODE_LENGTH = lengthRule(POSTAL_CODE_MAX_LENGTH)

/** The first rule an address field other than a name breaks: given, unless optional, within its length, one line of visible text. */
function addressFieldProblem(value: string, missing: Message | null, length = ADDRESS_FIELD_LENGTH): Message | null {
  if (missing && !isFilled(value)) return missing
  if (value.length > length.max) return length.tooLong
  return hasControlCharacter(value) ? INVISIBLE_CHARACTERS : null
}

/** 'Too long' for one field of an address, with that field's own limit: a name's, a postal code's, or every other field's. */
export function addressFieldTooLongOf(field: string): Message {
  if (field === 'firstName' || field === 'lastName') return NAME_TOO_LONG
  return (field === 'zip' ? POSTAL_CODE_LENGTH : ADDRESS_FIELD_LENGTH).tooLong
}

/** A postal code not written as the delivery country writes them, said with one that is. */
function postalCodeProblem(zip: string, country: string): Message | null {
  const rule = postalCodeRuleOf(country)
  return rule && !rule.pattern.test(zip.trim()) ? { key: 'ADDRESS_POSTAL_CODE_FORMAT', values: { example: rule.example } } : null
}

/**
 * What keeps an address from being saved, by field: the names as every name, the other fields within what the platform
 * saves, and the postal code as the delivery country (`country`) writes them.
 */
export function addressProblems(address: AddressFields, country: string): FieldErrors {
  const problems: Record<keyof AddressFields, Message | null> = {
    firstName: nameProblem(address.firstName, ADDRESS_FIRST_NAME_REQUIRED),
    lastName: nameProblem(address.lastName, ADDRESS_LAST_NAME_REQUIRED),
    company: addressFieldProblem(address.company, ADDRESS_COMPANY_REQUIRED),
    address1: addressFieldProblem(address.address1, ADDRESS_STREET_REQUIRED),
    address2: addressFieldProblem(address.address2, null),
    zip: addressFieldProblem(address.zip, ADDRESS_POSTAL_CODE_REQUIRED, POSTAL_CODE_LENGTH) ?? postalCodeProblem(address.zip, country),
    city: addressFieldProblem(address.city, ADDRESS_CITY_REQUIRED),
  }
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, Message] => entry[1] !== null))
}

/** SPEC §5 Password and its repeat: every rule of a password, then the repeat typed and the same. */
export function newPasswordProblems(input: { password: string; repeat: string }): FieldErrors {
  const password = passwordProblem(input.password)
  const repeat = input.repeat === '' ? REPEAT_MISSING : input.repeat === input.password ? null : PASSWORDS_DO_NOT_MATCH
  return { ...(password ? { password } : {}), ...(repeat ? { repeat } : {}) }
}
