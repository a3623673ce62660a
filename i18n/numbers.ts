const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function formatOf<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
	let format = formats.get(key) as F | undefined
	if (!format) formats.set(key, (format = make()))
	return format
}

/** A rating or other decimal in the reader's locale; formats are made once, not on every render. */
export function formatDecimal(value: number, locale: string, maximumFractionDigits = 1): string {
	return formatOf(`decimal|${locale}|${maximumFractionDigits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits })).format(value)
}

/** A calendar date in the reader's locale; nothing for a date that does not parse. */
export function formatDate(date: Date, locale: string): string {
	if (Number.isNaN(date.getTime())) return ''
	return formatOf(`date|${locale}`, () => new Intl.DateTimeFormat(locale)).format(date)
}
