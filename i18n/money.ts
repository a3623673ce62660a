import type { Store } from '../app.config.ts'
import { groupDigits, MONEY_PATTERNS, roundedDigits, type MoneyPattern } from './number-patterns.ts'

const intlFormats = new Map<string, Intl.NumberFormat>()

function formatWithIntl(value: number, store: Pick<Store, 'priceLocale' | 'currency'>): string {
	const key = `${store.priceLocale}|${store.currency}`
	let format = intlFormats.get(key)
	if (!format) intlFormats.set(key, (format = new Intl.NumberFormat(store.priceLocale, { style: 'currency', currency: store.currency })))
	return format.format(value)
}

function formatWithPattern(value: number, pattern: MoneyPattern): string {
	const { integer, fraction } = roundedDigits(value, 2)
	const amount = `${groupDigits(integer, pattern.group, pattern.minimumGroupingDigits)}${pattern.decimal}${fraction}`
	const negative = value < 0 && /[1-9]/.test(integer + fraction)
	return negative ? `${pattern.negativePrefix}${amount}${pattern.negativeSuffix}` : `${pattern.prefix}${amount}${pattern.suffix}`
}

/**
 * The one money formatter: the store's price locale and currency (SPEC §3, §9), e.g. EUR with de-DE for the
 * global and Indonesian stores, PLN for Poland, GBP for the UK. Amounts arrive as numbers or as the decimal
 * strings of the storefront API.
 */
export function formatMoney(amount: number | string, store: Pick<Store, 'priceLocale' | 'currency'>): string {
	const parsed = typeof amount === 'number' ? amount : Number(amount)
	const value = Number.isFinite(parsed) ? parsed : 0
	const key = `${store.priceLocale}|${store.currency}|${value}`
	let text = written.get(key)
	if (text === undefined) {
		const pattern = MONEY_PATTERNS[`${store.priceLocale}|${store.currency}`]
		text = pattern ? formatWithPattern(value, pattern) : formatWithIntl(value, store)
		written.set(key, text)
		if (written.size > REMEMBERED_AMOUNTS) written.delete(written.keys().next().value!)
	}
	return text
}

/** A listing writes the same few prices on every request: each amount is written once per store (a bounded number kept). */
const REMEMBERED_AMOUNTS = 5_000
const written = new Map<string, string>()
