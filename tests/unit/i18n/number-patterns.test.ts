import { describe, expect, it } from 'vitest'
import { STORES } from '../../../app.config.ts'
import { formatMoney } from '../../../i18n/money.ts'
import { DECIMAL_SEPARATORS, MONEY_PATTERNS } from '../../../i18n/number-patterns.ts'
import { locales } from '../../../i18n/i18n-util.ts'
import { formatDecimal } from '../../../i18n/numbers.ts'

const amounts = [0, 0.005, 0.015, 0.125, 0.285, 1, 1.005, 1.115, 9.99, 19.995, 99.5, 999.99, 1000, 1234.5, 9999.995, 12345.5, 123456.78, 1234567.891, 1e9]
const storeList = Object.values(STORES)

describe('prices are written as Intl writes them, without making an Intl format in the browser', () => {
	it.each(Object.keys(MONEY_PATTERNS))('%s matches Intl for prices and refunds', (key) => {
		const [priceLocale = '', currency = ''] = key.split('|')
		const intl = new Intl.NumberFormat(priceLocale, { style: 'currency', currency })
		for (const amount of [...amounts, ...amounts.filter((value) => value >= 0.01).map((value) => -value)]) {
			expect(formatMoney(amount, { priceLocale, currency: currency as never }), `${amount}`).toBe(intl.format(amount))
		}
	})

	it('every store has a written-out pattern', () => {
		for (const store of storeList) expect(MONEY_PATTERNS[`${store.priceLocale}|${store.currency}`], store.key).toBeDefined()
	})

	it('amounts that are not numbers are shown as zero', () => {
		expect(formatMoney('not a price', STORES.gb)).toBe('£0.00')
	})
})

describe('ratings are written as Intl writes them in every edition locale', () => {
	const readerLocales = [...new Set([...locales, ...storeList.map((store) => store.locale)])]

	it.each(readerLocales)('%s', (locale) => {
		const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
		for (const value of [0, 1, 3.05, 4, 4.25, 4.35, 4.95, 4.96, 5, 12.5, 999.9]) expect(formatDecimal(value, locale), `${value}`).toBe(intl.format(value))
	})

	it('every dictionary and edition locale has a written-out decimal separator', () => {
		for (const locale of readerLocales) expect(DECIMAL_SEPARATORS[locale.split('-')[0] ?? ''], locale).toBeDefined()
	})
})
