import { num } from './json-readers.ts'

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

/** An ISO 4217 currency code as the platforms write it. */
export const CURRENCY_CODE = /^[A-Z]{3}$/

/**
 * The currency of a catalogue's amounts: the ISO 4217 code the content platform names with them, else the store's.
 * The platform is asked per store (its search instance), and a store's catalogue is priced in the store's currency
 * (SPEC §3 "Store"), so an amount it sends without a code is in that currency. Never a fixed one: the Polish and
 * UK stores price in złoty and pounds, and a price must not be hidden for a field its own store makes certain.
 */
export const currencyNamed = (named: unknown, storeCurrency: string): string => (typeof named === 'string' && CURRENCY_CODE.test(named) ? named : storeCurrency)

/** A catalogue amount (a number, or a decimal string) in a currency; null when the platform sent none. */
export function moneyIn(amount: unknown, currencyCode: string): Money | null {
  const value = num(amount)
  return value === null ? null : moneyOf(value, currencyCode)
}
