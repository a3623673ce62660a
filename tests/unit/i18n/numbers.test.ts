import { describe, expect, it } from 'vitest'
import { formatDate, formatDecimal } from '../../../i18n/numbers.ts'

describe('numbers and dates in the reader’s locale', () => {
  it('shows a rating with one decimal in the edition’s locale', () => {
    expect(formatDecimal(4.25, 'de-DE')).toBe('4,3')
    expect(formatDecimal(4, 'en-GB')).toBe('4')
  })
  it('shows a post date in the edition’s locale, and nothing for a date that does not parse', () => {
    expect(formatDate(new Date('2026-03-01T12:00:00Z'), 'de-DE')).toBe('1.3.2026')
    expect(formatDate(new Date('not a date'), 'de-DE')).toBe('')
  })
})
