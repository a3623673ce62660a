import type { Money } from '../../../domain/money.ts'
import { writeMoney } from '../../../i18n/money.ts'
import { useShop } from '../content/shop-context.tsx'

/** Money in its own currency, written in the page's price locale through the one money formatter. */
export function useMoney(): (money: Money) => string {
  const { priceLocale } = useShop()
  return (money) => writeMoney(money, priceLocale)
}

