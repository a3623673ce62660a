import { describe, expect, it } from 'vitest'
import { passwordProblem } from '../../../../backend/commerce/password-rules.ts'

describe('password rules (SPEC §5)', () => {
  it('accepts at least 8 characters with an uppercase and a lowercase letter, a digit and a special character', () => {
    expect(passwordProblem('Abcdefg1!')).toBeUndefined()
    expect(passwordProblem('Zażółć-1gęś')).toBeUndefined()
  })

  it.each([
    ['', 'BLANK'],
    ['Ab1!xyz', 'TOO_SHORT'],
    ['Ab1!' + 'x'.repeat(37), 'TOO_LONG'],
    ['Abcdefg1! ', 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'],
    ['abcdefg1!', 'INVALID'],
    ['ABCDEFG1!', 'INVALID'],
    ['Abcdefgh!', 'INVALID'],
    ['Abcdefgh1', 'INVALID'],
  ])('refuses %j with %s', (password, code) => {
    expect(passwordProblem(password)?.code).toBe(code)
  })
})
