import type { Money } from '../../../../domain/money.ts'
import { writeMoney } from '../../../../i18n/money.ts'

/** How the order screens write money and dates: in the store's price locale, each amount in its own currency. */
export interface OrderFormat {
  money: (money: Money) => string
  date: (iso: string) => string
}

export function orderFormat(priceLocale: string, dateLocale: string): OrderFormat {
  const dates = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium' })
  return {
    // An order keeps the currency it was paid in, whatever the page's store uses.
    money: (money) => writeMoney(money, priceLocale),
    date: (iso) => dates.format(new Date(iso)),
  }
}
