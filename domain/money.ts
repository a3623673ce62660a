/**
 * An amount with the currency it is in (SPEC §3): a price, a cart line, a cart's totals and an order are shown in
 * their own currency, never in the page's. The platforms name the currency with every amount (ISO 4217 code).
 */
export interface Money {
  amount: number
  currencyCode: string
}

/** Amounts of money are kept to the cent (every currency the shop sells in has two minor digits). */
export const cents = (amount: number): number => Math.round(amount * 100) / 100

export const moneyOf = (amount: number, currencyCode: string): Money => ({ amount: cents(amount), currencyCode })
