import { CURRENCY_CODE, type Money } from '../domain/money.ts'
import { groupDigits, MONEY_PATTERNS, roundedDigits, type MoneyPattern } from './number-patterns.ts'

const intlFormats = new Map<string, Intl.NumberFormat>()

/** How an amount is written: in a price locale, with a currency (ISO 4217 code). */
interface MoneyFormat {
	priceLocale: string
	currency: string
}

function formatWithIntl(value: number, store: MoneyFormat): string {
	const key = `${store.priceLocale}|${store.currency}`
	let format = intlFormats.get(key)
	// An amount whose currency is not known yet (a line before the platform prices it) is written without one, not in the page's.
	const options: Intl.NumberFormatOptions = CURRENCY_CODE.test(store.currency)
		? { style: 'currency', currency: store.currency }
		: { minimumFractionDigits: 2, maximumFractionDigits: 2 }
	if (!format) intlFormats.set(key, (format = new Intl.NumberFormat(store.priceLocale, options)))
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
 * global and Indonesian stores, PLN for Poland, GBP for the UK. Views write Money through `writeMoney` (the
 * `useMoney` hook); an amount that is not a number is written as zero rather than breaking the page.
 */
export function formatMoney(amount: number | string, store: MoneyFormat): string {
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

/**
 * Money in its own currency, in the page's price locale: a cart or an order from another market keeps the
 * currency the platform priced it in (e.g. euro lines of a cart still being moved to the UK read €29.99).
 */
export const writeMoney = (money: Money, priceLocale: string): string => formatMoney(money.amount, { priceLocale, currency: money.currencyCode })

/** A listing writes the same few prices on every request: each amount is written once per store (a bounded number kept). */
const REMEMBERED_AMOUNTS = 5_000
const written = new Map<string, string>()
