import { describe, expect, it } from 'vitest'
import { personalDataProblems } from '../../../domain/account-validation.ts'
import { INVISIBLE_CHARACTERS, NAME_CHARACTERS, NAME_TOO_LONG, registrationProblems } from '../../../domain/validation.ts'
import { NAME_MAX_LENGTH } from '../../../domain/constants.ts'

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' }

describe('a name in personal data (SPEC §5, within what the commerce platform saves)', () => {
  it('is required', () => {
    expect(personalDataProblems({ ...ada, firstName: ' ', lastName: '' })).toEqual({ firstName: { key: 'FIRST_NAME_REQUIRED' }, lastName: { key: 'LAST_NAME_REQUIRED' } })
  })

  it(`has at most ${NAME_MAX_LENGTH} characters`, () => {
    expect(personalDataProblems({ ...ada, firstName: 'A'.repeat(NAME_MAX_LENGTH) })).toEqual({})
    expect(personalDataProblems({ ...ada, firstName: 'A'.repeat(300) })).toEqual({ firstName: NAME_TOO_LONG })
    expect(personalDataProblems({ ...ada, lastName: 'L'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({ lastName: NAME_TOO_LONG })
    expect(NAME_TOO_LONG).toEqual({ key: 'NAME_TOO_LONG', values: { max: NAME_MAX_LENGTH } })
  })

  it('has no angle brackets, so no markup', () => {
    expect(personalDataProblems({ ...ada, firstName: '<img src=x onerror=alert(1)>' })).toEqual({ firstName: NAME_CHARACTERS })
    expect(personalDataProblems({ ...ada, lastName: 'Love<lace' })).toEqual({ lastName: NAME_CHARACTERS })
  })

  it('has no control character, which a shopper pastes without seeing it: a NUL, a tab, a line break', () => {
    expect(personalDataProblems({ ...ada, firstName: 'A\u0000da' })).toEqual({ firstName: INVISIBLE_CHARACTERS })
    expect(personalDataProblems({ ...ada, firstName: 'Ada\tMaria', lastName: 'Love\nlace' })).toEqual({ firstName: INVISIBLE_CHARACTERS, lastName: INVISIBLE_CHARACTERS })
  })

  it('takes letters of every edition, hyphens, apostrophes and spaces', () => {
    for (const firstName of ['Zoë', 'Łucja', 'Jean-Luc', "D'Arcy", 'María José', 'Ngọc']) expect(personalDataProblems({ ...ada, firstName })).toEqual({})
  })
})

describe('a name at registration follows the same rules (SPEC §5 Registration)', () => {
  const registration = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Abc1!defgh' }

  it('is refused at its field when too long or with markup, before anything is sent', () => {
    expect(registrationProblems(registration)).toEqual({})
    expect(registrationProblems({ ...registration, firstName: '<b>Ada</b>', lastName: 'L'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({ firstName: NAME_CHARACTERS, lastName: NAME_TOO_LONG })
    expect(registrationProblems({ ...registration, firstName: ' ' })).toEqual({ firstName: { key: 'FIRST_NAME_REQUIRED' } })
    expect(registrationProblems({ ...registration, lastName: 'Love\u0000lace' })).toEqual({ lastName: INVISIBLE_CHARACTERS })
  })
})
