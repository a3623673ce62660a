import { describe, expect, it } from 'vitest'
import { INCORRECT_EMAIL, isEmail, loginProblems } from '../../../domain/validation.ts'
import { personalDataProblems } from '../../../domain/account-validation.ts'

describe('an e-mail (SPEC §5 "must match a standard e-mail pattern")', () => {
  it('is within the lengths mail servers take: 64 characters before the @, 254 in all', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true)
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false)
    expect(isEmail(`ada@${'e'.repeat(246)}.com`)).toBe(true)
    expect(isEmail(`ada@${'e'.repeat(247)}.com`)).toBe(false)
  })

  it('has no markup, brackets or quotes, which the platforms refuse', () => {
    for (const email of ['<b>x</b>@example.com', '"quoted name"@example.com', 'ada@exam(ple).com', 'a,da@example.com', 'ada@example.com>']) expect(isEmail(email)).toBe(false)
    for (const email of ['ada.lovelace+news@example.co.uk', "o'brien@example.ie", 'zoë@exämple.de']) expect(isEmail(email)).toBe(true)
  })

  it('joins its words by single dots, with no dot at either end of a side of the @', () => {
    for (const email of ['ada@example.com.', '.ada@example.com', 'ada.@example.com', 'a..da@example.com', 'ada@.example.com', 'ada@example..com', 'ada@com', 'ada@example.c']) expect(isEmail(email)).toBe(false)
    for (const email of ['ada.king.lovelace@mail.example.com', 'ada@xn--80ak6aa92e.xn--p1ai']) expect(isEmail(email)).toBe(true)
  })

  it('has no control character in it', () => {
    expect(isEmail('ada@example.com')).toBe(true)
    for (const email of ['a\u0000da@example.com', 'ada@exam\u0000ple.com', 'ada@example.c\u0007om', 'ada@example.com\u0000']) expect(isEmail(email)).toBe(false)
  })
})

describe('the e-mail of a login (SPEC §5 Login)', () => {
  const emailProblem = (email: string) => loginProblems({ email, password: 'Secret-123' }).email

  it('is any address an account may have been made with, so an account made under looser rules still signs in', () => {
    for (const email of ['ada@example.com', 'a..da@example.com', 'ada.@example.com', 'ada@example.com.', 'ada@localhost']) expect(emailProblem(email), email).toBeUndefined()
  })

  it('still has text on both sides of one @, and no space or control character', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'a@da@example.com', 'ada lovelace@example.com', 'ada@exam\u0000ple.com', `${'a'.repeat(250)}@example.com`]) expect(emailProblem(email), email).toBe(INCORRECT_EMAIL)
  })
})

describe('the e-mail of personal data (SPEC §2 Personal data)', () => {
  const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.@example.com', phone: '+441234567890' }

  it('is kept as the account has it, so a customer made under looser rules can save a new phone without another address', () => {
    expect(personalDataProblems(ada, 'ada.@example.com')).toEqual({})
    expect(personalDataProblems({ ...ada, email: ' ADA.@example.com ' }, 'ada.@example.com')).toEqual({})
  })

  it('must match the standard pattern once it is changed, or when the account’s own is not known', () => {
    expect(personalDataProblems({ ...ada, email: 'ada..new@example.com' }, 'ada.@example.com')).toEqual({ email: INCORRECT_EMAIL })
    expect(personalDataProblems(ada)).toEqual({ email: INCORRECT_EMAIL })
    expect(personalDataProblems({ ...ada, email: 'ada@example.com' }, 'ada.@example.com')).toEqual({})
  })
})
