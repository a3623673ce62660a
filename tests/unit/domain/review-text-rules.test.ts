import { describe, expect, it } from 'vitest'
import { reviewErrors } from '../../../machines/review-form.machine.ts'
import { reviewTextOf } from '../../../domain/validation.ts'

const review = { productId: '1002', rating: 5, title: 'Precise', comment: 'Fast and quiet.', email: 'ada@example.com' }

describe('a review’s title and text as the review service takes them (SPEC §4 Review)', () => {
  it('keep the tabs and line breaks a review may hold', () => {
    expect(reviewTextOf('Fast\tand quiet.\nWould buy again.\r\n')).toBe('Fast\tand quiet.\nWould buy again.')
  })

  it('lose the control characters no one types and the service refuses, a NUL among them', () => {
    expect(reviewTextOf('Fast\u0000 and\u0007 quiet\u007f.\u0085')).toBe('Fast and quiet.')
  })

  it('count as missing when nothing but such characters was typed', () => {
    expect(reviewErrors({ ...review, title: '\u0000', comment: ' \u0008 ' })).toEqual({ title: { key: 'FIELD_REQUIRED' }, comment: { key: 'FIELD_REQUIRED' } })
    expect(reviewErrors({ ...review, comment: 'Quiet\u0000\nand fast' })).toEqual({})
  })
})
