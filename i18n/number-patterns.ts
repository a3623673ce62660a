/**
 * How each store's price locale writes its currency, and how each edition's locale writes a decimal.
 * Written out rather than asked of Intl in the browser: a tab's first `Intl.NumberFormat` loads locale data
 * and costs a phone about 150 ms of main thread in the middle of hydration. Every entry is checked against
 * Intl in the unit tests; a locale missing here falls back to Intl.
 */
export interface MoneyPattern {
	prefix: string
	suffix: string
	negativePrefix: string
	negativeSuffix: string
	group: string
	decimal: string
	/** Intl's minimum grouping digits: 2 writes 1234,50 but 12 345,50. */
	minimumGroupingDigits: 1 | 2
}

/** By `priceLocale|currency`; all these currencies have two minor digits. */
export const MONEY_PATTERNS: Readonly<Record<string, MoneyPattern>> = {
	'de-DE|EUR': { prefix: '', suffix: '\u00a0\u20ac', negativePrefix: '-', negativeSuffix: '\u00a0\u20ac', group: '.', decimal: ',', minimumGroupingDigits: 1 },
	'en-GB|GBP': { prefix: '\u00a3', suffix: '', negativePrefix: '-\u00a3', negativeSuffix: '', group: ',', decimal: '.', minimumGroupingDigits: 1 },
	'es-ES|EUR': { prefix: '', suffix: '\u00a0\u20ac', negativePrefix: '-', negativeSuffix: '\u00a0\u20ac', group: '.', decimal: ',', minimumGroupingDigits: 2 },
	'fr-FR|EUR': { prefix: '', suffix: '\u00a0\u20ac', negativePrefix: '-', negativeSuffix: '\u00a0\u20ac', group: '\u202f', decimal: ',', minimumGroupingDigits: 1 },
	'it-IT|EUR': { prefix: '', suffix: '\u00a0\u20ac', negativePrefix: '-', negativeSuffix: '\u00a0\u20ac', group: '.', decimal: ',', minimumGroupingDigits: 2 },
	'nl-NL|EUR': { prefix: '\u20ac\u00a0', suffix: '', negativePrefix: '\u20ac\u00a0-', negativeSuffix: '', group: '.', decimal: ',', minimumGroupingDigits: 1 },
	'pl-PL|PLN': { prefix: '', suffix: '\u00a0z\u0142', negativePrefix: '-', negativeSuffix: '\u00a0z\u0142', group: '\u00a0', decimal: ',', minimumGroupingDigits: 2 },
}

/** The decimal separator by language (the locale's first subtag), for small decimals such as a rating. */
export const DECIMAL_SEPARATORS: Readonly<Record<string, string>> = {
	de: ',',
	en: '.',
	es: ',',
	fr: ',',
	id: ',',
	it: ',',
	nl: ',',
	pl: ',',
	ru: ',',
}

/** Groups the integer digits by threes, as Intl does for these locales. */
export function groupDigits(integer: string, group: string, minimumGroupingDigits: number): string {
	return integer.length >= 3 + minimumGroupingDigits ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, group) : integer
}

/**
 * The integer and fraction digits of |value| rounded to `digits` places as Intl rounds: the shortest decimal
 * that reads back as the number (3.05, not 3.0499…), half away from zero.
 */
export function roundedDigits(value: number, digits: number): { integer: string; fraction: string } {
	const text = String(Math.abs(value))
	if (text.includes('e')) {
		const [integer = '0', fraction = ''] = Math.abs(value).toFixed(digits).split('.')
		return { integer, fraction }
	}
	const [integer = '0', fraction = ''] = text.split('.')
	if (fraction.length <= digits) return { integer, fraction: fraction.padEnd(digits, '0') }
	const kept = BigInt(integer + fraction.slice(0, digits)) + ((fraction[digits] ?? '0') >= '5' ? 1n : 0n)
	const all = kept.toString().padStart(digits + 1, '0')
	return { integer: all.slice(0, all.length - digits), fraction: all.slice(all.length - digits) }
}
