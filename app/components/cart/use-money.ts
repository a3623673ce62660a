import { formatMoney } from '../../../i18n/money.ts'
import { useShop } from '../content/shop-context.tsx'

/** Prices of the market the page renders in, through the one money formatter. */
export function useMoney(): (amount: number) => string {
  const { priceLocale, currency } = useShop()
  // The shop context carries the store's currency code as a string; the formatter checks nothing else.
  return (amount) => formatMoney(amount, { priceLocale, currency: currency as Parameters<typeof formatMoney>[1]['currency'] })
}
