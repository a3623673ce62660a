import { describe, expect, it } from 'vitest'
import { translate } from '../../../i18n/message.ts'
import { i18nObject } from '../../../i18n/i18n-util.ts'
import { loadAllLocales } from '../../../i18n/i18n-util.sync.ts'
import { MIN_PASSWORD_LENGTH } from '../../../domain/constants.ts'
import { INCORRECT_LOGIN } from '../../../machines/session.machine.ts'
import { passwordProblem } from '../../../domain/validation.ts'

loadAllLocales()

describe('messages the machines hold are said in the shopper\'s language', () => {
  it('translates a message by its key', () => {
    expect(translate(i18nObject('en'), INCORRECT_LOGIN)).toBe('Incorrect login credentials')
    expect(translate(i18nObject('de'), INCORRECT_LOGIN)).not.toBe('Incorrect login credentials')
  })

  it('fills in the values a message carries', () => {
    const tooShort = passwordProblem('Ab1!')
    expect(tooShort).toEqual({ key: 'PASSWORD_LENGTH', values: { min: MIN_PASSWORD_LENGTH } })
    expect(translate(i18nObject('en'), tooShort!)).toBe(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  })

  it('names the first broken password rule of SPEC §5', () => {
    expect(passwordProblem('')).toEqual({ key: 'PASSWORD_EMPTY' })
    expect(passwordProblem('        '), 'spaces alone are no password').toEqual({ key: 'PASSWORD_EMPTY' })
    expect(passwordProblem('abc1!defg')).toEqual({ key: 'PASSWORD_CAPITAL' })
    expect(passwordProblem('ABC1!DEFG')).toEqual({ key: 'PASSWORD_LOWER_CASE' })
    expect(passwordProblem('Abc!defgh')).toEqual({ key: 'PASSWORD_NUMBER' })
    expect(passwordProblem('Abc1defgh')).toEqual({ key: 'PASSWORD_SPECIAL' })
    expect(passwordProblem('Abc1!defgh')).toBeNull()
  })
})
