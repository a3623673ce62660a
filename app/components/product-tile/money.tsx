import { formatMoney } from '../../../i18n/money.ts'
import { useShop } from '../content/shop-context.tsx'

/**
 * Catalogue prices through the shop's one money formatter, in the store's price locale and in the currency the
 * content platform gives with them; amounts that come without one (a price filter) are in the page's currency.
 */
export function useMoney(currencyCode?: string): (amount: number) => string {
  const { priceLocale, currency } = useShop()
  return (amount) => formatMoney(amount, { priceLocale, currency: currencyCode || currency })
}
