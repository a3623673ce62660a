import { describe, expect, it } from 'vitest'
import { addressFieldTooLongOf, addressProblems } from '../../../domain/account-validation.ts'
import { refusedFieldsOf } from '../../../machines/account-outcome.ts'
import { INVISIBLE_CHARACTERS, NAME_CHARACTERS, NAME_TOO_LONG } from '../../../domain/validation.ts'
import { ADDRESS_FIELD_MAX_LENGTH, NAME_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '../../../domain/constants.ts'

const home = { firstName: 'Ada', lastName: 'Lovelace', company: 'Difference Engines', address1: 'Hauptstraße 1', address2: '', zip: '10115', city: 'Berlin' }
/** What the shopper reads for a field longer than the platform saves. */
const tooLong = { key: 'NAME_TOO_LONG', values: { max: ADDRESS_FIELD_MAX_LENGTH } }

describe('an address in the address book (SPEC §5, within what the commerce platform saves)', () => {
  it('keeps its own message for each required field left empty', () => {
    expect(addressProblems({ ...home, firstName: ' ', lastName: '', company: '', address1: ' ', zip: '', city: '' }, 'DE')).toEqual({
      firstName: { key: 'ADDRESS_FIRST_NAME_REQUIRED' },
      lastName: { key: 'ADDRESS_LAST_NAME_REQUIRED' },
      company: { key: 'ADDRESS_COMPANY_REQUIRED' },
      address1: { key: 'ADDRESS_STREET_REQUIRED' },
      zip: { key: 'ADDRESS_POSTAL_CODE_REQUIRED' },
      city: { key: 'ADDRESS_CITY_REQUIRED' },
    })
  })

  it('refuses a street longer than the platform saves at the street', () => {
    expect(addressProblems({ ...home, address1: 'S'.repeat(ADDRESS_FIELD_MAX_LENGTH + 1) }, 'DE')).toEqual({ address1: tooLong })
  })

  it('leaves address line 2 optional, but refuses it when longer than the platform saves', () => {
    expect(addressProblems({ ...home, address2: '' }, 'DE')).toEqual({})
    expect(addressProblems({ ...home, address2: 'A'.repeat(300) }, 'DE')).toEqual({ address2: tooLong })
  })

  it('refuses every other field longer than the platform saves at that field', () => {
    const long = 'X'.repeat(ADDRESS_FIELD_MAX_LENGTH + 1)
    expect(addressProblems({ ...home, company: long, city: long }, 'DE')).toEqual({ company: tooLong, city: tooLong })
  })

  it(`refuses a postal code longer than ${POSTAL_CODE_MAX_LENGTH} characters, more than any country writes, at the postal code`, () => {
    const postalCodeTooLong = { key: 'NAME_TOO_LONG', values: { max: POSTAL_CODE_MAX_LENGTH } }
    expect(addressProblems({ ...home, zip: 'Hauptstraße 1, 10115' }, 'DE')).toEqual({ zip: postalCodeTooLong })
    expect(addressProblems({ ...home, zip: '1'.repeat(POSTAL_CODE_MAX_LENGTH + 1) }, 'DE')).toEqual({ zip: postalCodeTooLong })
    for (const zip of ['10115', 'SW1A 1AA', '00-950', '1012 AB', '12345-6789', '12345-67890', 'D-10115', '1'.repeat(POSTAL_CODE_MAX_LENGTH)]) expect(addressProblems({ ...home, zip }, 'US'), zip).toEqual({})
  })

  it('refuses a postal code not written as the delivery country writes them, saying how one is written', () => {
    const valid: Array<[string, string]> = [['DE', '10115'], ['FR', '75001'], ['IT', '00184'], ['NL', '1012 AB'], ['NL', '1012ab'], ['PL', '00-950'], ['GB', 'SW1A 1AA'], ['GB', 'm1 1ae'], ['ID', '10110'], ['ES', '28001'], ['AT', '1010']]
    for (const [country, zip] of valid) expect(addressProblems({ ...home, zip }, country), `${country} ${zip}`).toEqual({})
    const refused: Array<[string, string, string]> = [['FR', 'ABCDE-XYZ', '75001'], ['PL', '12345', '00-950'], ['GB', 'XYZ', 'SW1A 1AA'], ['DE', '1011', '10115'], ['NL', '1012', '1012 AB'], ['IT', '0018', '00184']]
    for (const [country, zip, example] of refused) {
      expect(addressProblems({ ...home, zip }, country), `${country} ${zip}`).toEqual({ zip: { key: 'ADDRESS_POSTAL_CODE_FORMAT', values: { example } } })
    }
  })

  it('checks a name as every name is: too long, or with < or >', () => {
    expect(addressProblems({ ...home, firstName: '<b>Ada</b>' }, 'DE')).toEqual({ firstName: NAME_CHARACTERS })
    expect(addressProblems({ ...home, lastName: 'L'.repeat(NAME_MAX_LENGTH + 1) }, 'DE')).toEqual({ lastName: NAME_TOO_LONG })
  })

  it('refuses a NUL, a tab or a line break in any of its fields, names and the rest alike', () => {
    expect(addressProblems({ ...home, firstName: 'A\u0000da', company: 'Difference\tEngines', address1: 'Hauptstraße 1\n', address2: 'Hof\r\n2', zip: '10\u007f115', city: 'Ber\u0085lin' }, 'DE')).toEqual({
      firstName: INVISIBLE_CHARACTERS,
      company: INVISIBLE_CHARACTERS,
      address1: INVISIBLE_CHARACTERS,
      address2: INVISIBLE_CHARACTERS,
      zip: INVISIBLE_CHARACTERS,
      city: INVISIBLE_CHARACTERS,
    })
    expect(addressProblems({ ...home, lastName: 'Love\u0000lace' }, 'DE')).toEqual({ lastName: INVISIBLE_CHARACTERS })
  })

  it('takes angle brackets in the fields that are not names', () => {
    expect(addressProblems({ ...home, company: 'Smith <& Sons>', address2: 'c/o <Reception>' }, 'DE')).toEqual({})
  })

  it(`takes ${ADDRESS_FIELD_MAX_LENGTH} characters in every field but the postal code`, () => {
    const names = 'N'.repeat(NAME_MAX_LENGTH)
    const longest = 'X'.repeat(ADDRESS_FIELD_MAX_LENGTH)
    expect(addressProblems({ firstName: names, lastName: names, company: longest, address1: longest, address2: longest, zip: '1'.repeat(POSTAL_CODE_MAX_LENGTH), city: longest }, 'US')).toEqual({})
  })
})

describe('an address field the platform refuses', () => {
  const refused = (code: 'too-long' | 'contains-html', field: string) => refusedFieldsOf({ ok: false, failure: { kind: 'user', message: `${field} refused`, code, field } }, addressFieldTooLongOf)

  it('as too long is said as the form says it before sending: a name with the name limit, any other field with the address limit', () => {
    const typedTooLong = addressProblems({ ...home, lastName: 'x'.repeat(NAME_MAX_LENGTH + 1), address1: 'x'.repeat(ADDRESS_FIELD_MAX_LENGTH + 1), city: 'x'.repeat(ADDRESS_FIELD_MAX_LENGTH + 1) }, 'DE')
    // The very messages, not equal ones: today both limits are 255.
    expect(refused('too-long', 'lastName').lastName).toBe(typedTooLong.lastName)
    expect(refused('too-long', 'address1').address1).toBe(typedTooLong.address1)
    expect(refused('too-long', 'city').city).toBe(typedTooLong.city)
    expect(refused('too-long', 'zip').zip).toBe(addressProblems({ ...home, zip: '1'.repeat(POSTAL_CODE_MAX_LENGTH + 1) }, 'DE').zip)
  })

  it('for its markup is said as the name rule says it', () => {
    expect(refused('contains-html', 'firstName')).toEqual({ firstName: NAME_CHARACTERS })
  })
})
