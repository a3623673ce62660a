import { describe, expect, it } from 'vitest'
import { STORES } from '../../../app.config.ts'
import { readTypedAmount, writeTypedAmount } from '../../../i18n/typed-amount.ts'

const amount = (value: number) => ({ kind: 'amount', amount: value })
const unreadable = { kind: 'unreadable' }

describe('a price a shopper types in the listing’s price filter', () => {
  it.each(['it', 'de', 'fr', 'nl', 'pl', 'es', 'en', 'id'] as const)('reads the decimal comma of the %s store’s prices, and a dot, without losing a digit', (store) => {
    const locale = STORES[store].priceLocale
    expect(readTypedAmount('20,5', locale)).toEqual(amount(20.5))
    expect(readTypedAmount('30,50', locale)).toEqual(amount(30.5))
    expect(readTypedAmount('20.5', locale)).toEqual(amount(20.5))
    expect(readTypedAmount(' 149 ', locale)).toEqual(amount(149))
    expect(readTypedAmount(',99', locale)).toEqual(amount(0.99))
  })

  it('reads the UK edition’s decimal point, and a comma there as no amount rather than a decimal', () => {
    expect(readTypedAmount('20.5', 'en-GB')).toEqual(amount(20.5))
    expect(readTypedAmount('20,5', 'en-GB')).toEqual(unreadable)
  })

  it('leaves a bound not typed empty', () => {
    expect(readTypedAmount('', 'it-IT')).toEqual({ kind: 'empty' })
    expect(readTypedAmount('  ', 'en-GB')).toEqual({ kind: 'empty' })
  })

  it('tells text that is no amount, rather than guessing a thousand or one from digits with grouping', () => {
    for (const text of ['abc', '20 €', '-5', '1.000', '1.000,50', '1,000', '20,5,0', '2e3', '20,555', '0x10']) expect(readTypedAmount(text, 'it-IT'), text).toEqual(unreadable)
    expect(readTypedAmount('1,000', 'en-GB')).toEqual(unreadable)
  })

  it('writes an amount back as the edition’s shoppers type it, which reads back as the same amount', () => {
    expect(writeTypedAmount(20.5, 'it-IT')).toBe('20,5')
    expect(writeTypedAmount(1250, 'de-DE')).toBe('1250')
    expect(writeTypedAmount(19.99, 'pl-PL')).toBe('19,99')
    expect(writeTypedAmount(20.5, 'en-GB')).toBe('20.5')
    for (const locale of ['it-IT', 'de-DE', 'fr-FR', 'en-GB']) expect(readTypedAmount(writeTypedAmount(1234.56, locale), locale)).toEqual(amount(1234.56))
  })
})
