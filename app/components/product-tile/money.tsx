import { formatMoney } from '../../../i18n/money.ts'
import { useShop } from '../content/shop-context.tsx'

/** Prices through the shop's one money formatter, with the store's price locale and currency. */
export function useMoney(): (amount: number) => string {
  const { priceLocale, currency } = useShop()
  return (amount) => formatMoney(amount, { priceLocale, currency })
}
