import { DECIMAL_SEPARATORS, roundedDigits } from './number-patterns.ts'

/** An amount field as typed: left empty, an amount, or text that is no amount, which the shopper is told about. */
export type TypedAmount = { kind: 'empty' } | { kind: 'amount'; amount: number } | { kind: 'unreadable' }

/** The decimal separator a locale writes: written out where it is known (number-patterns), else asked of Intl. */
function decimalSeparatorOf(locale: string): string {
  return DECIMAL_SEPARATORS[locale.split('-')[0] ?? ''] ?? new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
}

/**
 * An amount of money as a shopper typed it in a locale: the locale's decimal separator or a dot, at most two
 * decimals. Anything else is unreadable rather than guessed at: `1.000` in a locale that groups with a dot, or
 * `1,000` in one that groups with a comma, could be a thousand or one, and a wrong guess would be a wrong filter.
 */
export function readTypedAmount(text: string, locale: string): TypedAmount {
  const typed = text.trim()
  if (typed === '') return { kind: 'empty' }
  const separator = decimalSeparatorOf(locale)
  const digits = separator === '.' ? typed : typed.replace(separator, '.')
  return /^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(digits) ? { kind: 'amount', amount: Number(digits) } : { kind: 'unreadable' }
}

/** An amount as the shopper would type it in a locale: its decimal separator, no grouping, at most two decimals. */
export function writeTypedAmount(amount: number, locale: string): string {
  const { integer, fraction } = roundedDigits(amount, 2)
  const decimals = fraction.replace(/0+$/, '')
  return decimals ? `${integer}${decimalSeparatorOf(locale)}${decimals}` : integer
}
