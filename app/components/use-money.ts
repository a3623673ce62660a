import { useCallback } from 'react'
import type { Money } from '../../domain/money.ts'
import { writeMoney } from '../../i18n/money.ts'
import { useShop } from './content/shop-context.tsx'

/**
 * The views' one way to write money: each amount in its own currency (a price of another store, a cart being moved,
 * an order), in the page's price locale, through the one money formatter. The same function while the locale stays,
 * so formats built on it are kept.
 */
export function useMoney(): (money: Money) => string {
  const { priceLocale } = useShop()
  return useCallback((money: Money) => writeMoney(money, priceLocale), [priceLocale])
}
