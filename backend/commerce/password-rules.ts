/** The password rules of SPEC §5, reported with the platform's customer error codes. */
export type PasswordProblem = { code: 'BLANK' | 'TOO_SHORT' | 'TOO_LONG' | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE' | 'INVALID'; message: string }

const PASSWORD_MIN_LENGTH = 8
/** The platform's upper bound. */
const PASSWORD_MAX_LENGTH = 40

/** The first rule a password breaks, or `undefined` when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length === 0) return { code: 'BLANK', message: 'Password can\'t be blank' }
  if (password.trim() !== password) return { code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', message: 'Password cannot start or end with whitespace' }
  if ([...password].length < PASSWORD_MIN_LENGTH) return { code: 'TOO_SHORT', message: `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)` }
  if ([...password].length > PASSWORD_MAX_LENGTH) return { code: 'TOO_LONG', message: `Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)` }
  if (!/\p{Lu}/u.test(password)) return { code: 'INVALID', message: 'Password must contain a capital letter' }
  if (!/\p{Ll}/u.test(password)) return { code: 'INVALID', message: 'Password must contain a lower case letter' }
  if (!/\p{Nd}/u.test(password)) return { code: 'INVALID', message: 'Password must contain a number' }
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) return { code: 'INVALID', message: 'Password must contain a special character' }
  return undefined
}
