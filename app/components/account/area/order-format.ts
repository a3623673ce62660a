import type { Money } from '../../../../domain/money.ts'

/** How the order screens write money and dates: each amount in its own currency, dates in the page's language. */
export interface OrderFormat {
  money: (money: Money) => string
  date: (iso: string) => string
}

/** An order keeps the currency it was paid in, whatever the page's store uses: `money` is the shop's one money writer. */
export function orderFormat(money: (money: Money) => string, dateLocale: string): OrderFormat {
  const dates = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium' })
  return { money, date: (iso) => dates.format(new Date(iso)) }
}
