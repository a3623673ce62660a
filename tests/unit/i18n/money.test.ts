import { describe, expect, it } from 'vitest'
import { STORES } from '../../../app.config.ts'
import { formatMoney, writeMoney } from '../../../i18n/money.ts'

// Intl separates amount and symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('money', () => {
  it.each([
    ['de', '1.234,50 €'],
    ['en', '1.234,50 €'],
    ['id', '1.234,50 €'],
    ['fr', '1 234,50 €'],
    ['nl', '€ 1.234,50'],
    ['pl', '1234,50 zł'],
    ['gb', '£1,234.50'],
  ] as const)('store %s formats with its price locale and currency: %s', (store, text) => {
    expect(plain(formatMoney(1234.5, STORES[store]))).toBe(text)
  })

  it('reads the decimal strings of the storefront API', () => {
    expect(plain(formatMoney('19.99', STORES.it))).toBe('19,99 €')
  })
})

describe('money in its own currency', () => {
  it('writes an amount in the currency it came with, in the page’s price locale', () => {
    expect(plain(writeMoney({ amount: 29.99, currencyCode: 'EUR' }, STORES.gb.priceLocale))).toBe('€29.99')
    expect(plain(writeMoney({ amount: 25.99, currencyCode: 'GBP' }, STORES.gb.priceLocale))).toBe('£25.99')
    expect(plain(writeMoney({ amount: 1234.5, currencyCode: 'PLN' }, STORES.pl.priceLocale))).toBe('1234,50 zł')
    expect(plain(writeMoney({ amount: 25.99, currencyCode: 'GBP' }, STORES.de.priceLocale))).toBe('25,99 £')
  })

  it('writes an amount whose currency is not known yet without any, not in the page’s', () => {
    expect(plain(writeMoney({ amount: 0, currencyCode: '' }, STORES.gb.priceLocale))).toBe('0.00')
  })
})
