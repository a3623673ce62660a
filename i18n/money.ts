import type { Store } from '../app.config.ts'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * The one money formatter: the store's price locale and currency (SPEC §3, §9), e.g. EUR with de-DE for the
 * global and Indonesian stores, PLN for Poland, GBP for the UK. Amounts arrive as numbers or as the decimal
 * strings of the storefront API.
 */
export function formatMoney(amount: number | string, store: Pick<Store, 'priceLocale' | 'currency'>): string {
	const key = `${store.priceLocale}|${store.currency}`
	let format = formats.get(key)
	if (!format) {
		format = new Intl.NumberFormat(store.priceLocale, { style: 'currency', currency: store.currency })
		formats.set(key, format)
	}
	const value = typeof amount === 'number' ? amount : Number(amount)
	return format.format(Number.isFinite(value) ? value : 0)
}
