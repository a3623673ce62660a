import type { Currency } from '../stores.ts'

/** Money as the API shows it. Amounts are handled in integer cents, so sums never drift. */
export interface MoneyV2 {
  amount: string
  currencyCode: Currency
}

export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100)
}

export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2)
}

export function money(cents: number, currencyCode: Currency): MoneyV2 {
  return { amount: formatCents(cents), currencyCode }
}

/** The currency a delivery country pays in: zloty in Poland, pound in Great Britain, euro elsewhere. */
export function currencyForCountry(country: string): Currency {
  if (country === 'PL') return 'PLN'
  if (country === 'GB') return 'GBP'
  return 'EUR'
}
