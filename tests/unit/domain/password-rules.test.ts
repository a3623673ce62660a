import { describe, expect, it } from 'vitest'
import { passwordProblem as platformPasswordProblem } from '../../../backend/commerce/password-rules.ts'
import { MAX_PASSWORD_LENGTH } from '../../../domain/constants.ts'
import { passwordProblem } from '../../../domain/validation.ts'

describe('a new password (SPEC §5 Password, within what the commerce platform saves)', () => {
  it('counts capitals, lower case letters and digits of every edition’s language', () => {
    for (const password of ['Łódź-Żółw-2024', 'Äöü1!ÄÖÜx', 'Ça-va-Élodie-7', 'Привет-Мир-2024']) expect(passwordProblem(password)).toBeNull()
    expect(passwordProblem('łódź-żółw-2024')).toEqual({ key: 'PASSWORD_CAPITAL' })
    expect(passwordProblem('ŁÓDŹ-ŻÓŁW-2024')).toEqual({ key: 'PASSWORD_LOWER_CASE' })
    expect(passwordProblem('Łódź-Żółw-dwa')).toEqual({ key: 'PASSWORD_NUMBER' })
    expect(passwordProblem('ŁódźŻółw2024')).toEqual({ key: 'PASSWORD_SPECIAL' })
  })

  it(`has at most ${MAX_PASSWORD_LENGTH} characters, each counted once however it is encoded`, () => {
    expect(passwordProblem(`Aa1!${'x'.repeat(MAX_PASSWORD_LENGTH - 4)}`)).toBeNull()
    expect(passwordProblem(`Aa1!${'😀'.repeat(MAX_PASSWORD_LENGTH - 4)}`)).toBeNull()
    expect(passwordProblem(`Aa1!${'x'.repeat(MAX_PASSWORD_LENGTH - 3)}`)).toEqual({ key: 'PASSWORD_TOO_LONG', values: { max: MAX_PASSWORD_LENGTH } })
  })

  it('neither starts nor ends with a space', () => {
    expect(passwordProblem(' Valid-Pass1!')).toEqual({ key: 'PASSWORD_SPACES' })
    expect(passwordProblem('Valid-Pass1!\t')).toEqual({ key: 'PASSWORD_SPACES' })
    expect(passwordProblem('Valid Pass1!')).toBeNull()
  })

  it('is taken by the shop exactly when the platform takes it, so a refusal is always said at the field', () => {
    const passwords = ['Compiler-1952', 'Łódź-Żółw-2024', ' Valid-Pass1!', 'Valid-Pass1! ', `Valid-Pass1!${'x'.repeat(29)}`, `Valid-Pass1!${'x'.repeat(28)}`, 'short1!A', 'Short1!', 'nocapital-1', 'NOLOWER-1', 'No-Digits!', 'NoSpecial12', 'Aa1!😀😀😀😀', 'Пароль-2024']
    for (const password of passwords) expect(passwordProblem(password) === null, password).toBe(platformPasswordProblem(password) === undefined)
  })
})
