import { DECIMAL_SEPARATORS, roundedDigits } from './number-patterns.ts'

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function formatOf<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
	let format = formats.get(key) as F | undefined
	if (!format) formats.set(key, (format = make()))
	return format
}

/** A rating or other small decimal in the reader's locale: written out where the locale is known (see number-patterns), else by Intl, made once. */
export function formatDecimal(value: number, locale: string, maximumFractionDigits = 1): string {
	const separator = DECIMAL_SEPARATORS[locale.split('-')[0] ?? '']
	if (separator !== undefined && Math.abs(value) < 1000) {
		const { integer, fraction } = roundedDigits(value, maximumFractionDigits)
		const digits = fraction.replace(/0+$/, '')
		const sign = value < 0 && /[1-9]/.test(integer + digits) ? '-' : ''
		return digits ? `${sign}${integer}${separator}${digits}` : `${sign}${integer}`
	}
	return formatOf(`decimal|${locale}|${maximumFractionDigits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits })).format(value)
}

/** A calendar date in the reader's locale; nothing for a date that does not parse. */
export function formatDate(date: Date, locale: string): string {
	if (Number.isNaN(date.getTime())) return ''
	return formatOf(`date|${locale}`, () => new Intl.DateTimeFormat(locale)).format(date)
}
