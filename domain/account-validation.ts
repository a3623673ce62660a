import type { Message } from '../i18n/message.ts'
import type { AddressFields, PersonalData } from './account.ts'
import type { FieldErrors } from './form.ts'
import { FIRST_NAME_REQUIRED, INCORRECT_EMAIL, LAST_NAME_REQUIRED, PASSWORDS_DO_NOT_MATCH, isEmail, isFilled, isPhone, nameProblem, passwordProblem } from './validation.ts'

/** SPEC §5 Phone: E.164, a plus sign, the country code and digits. */
const PHONE_FORMAT: Message = { key: 'PHONE_FORMAT' }
/** SPEC §5 'Please input password': the repeat of a new password was left empty. */
const REPEAT_MISSING: Message = { key: 'PASSWORD_INPUT' }

/** What keeps personal data from being saved, by field: names, a valid e-mail, and a phone in E.164 if one is given. */
export function personalDataProblems(data: PersonalData): FieldErrors {
  const firstName = nameProblem(data.firstName, FIRST_NAME_REQUIRED)
  const lastName = nameProblem(data.lastName, LAST_NAME_REQUIRED)
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(isEmail(data.email) ? {} : { email: INCORRECT_EMAIL }),
    ...(data.phone === '' || isPhone(data.phone) ? {} : { phone: PHONE_FORMAT }),
  }
}

/** SPEC §5 Address: each required field has its own 'Please enter your …'; address line 2 is optional. */
const ADDRESS_REQUIRED: ReadonlyArray<[keyof AddressFields, Message]> = [
  ['firstName', { key: 'ADDRESS_FIRST_NAME_REQUIRED' }],
  ['lastName', { key: 'ADDRESS_LAST_NAME_REQUIRED' }],
  ['company', { key: 'ADDRESS_COMPANY_REQUIRED' }],
  ['address1', { key: 'ADDRESS_STREET_REQUIRED' }],
  ['zip', { key: 'ADDRESS_POSTAL_CODE_REQUIRED' }],
  ['city', { key: 'ADDRESS_CITY_REQUIRED' }],
]

export function addressProblems(address: AddressFields): FieldErrors {
  return Object.fromEntries(ADDRESS_REQUIRED.filter(([field]) => !isFilled(address[field])))
}

/** SPEC §5 Password and its repeat: every rule of a password, then the repeat typed and the same. */
export function newPasswordProblems(input: { password: string; repeat: string }): FieldErrors {
  const password = passwordProblem(input.password)
  const repeat = input.repeat === '' ? REPEAT_MISSING : input.repeat === input.password ? null : PASSWORDS_DO_NOT_MATCH
  return { ...(password ? { password } : {}), ...(repeat ? { repeat } : {}) }
}
