import { describe, expect, it } from 'vitest'
import { isAccountPagePath, orderNumberOf } from '../../../app/markets/account-paths.ts'

describe("an order detail's order number (SPEC §2 `/{edition}/order-history/{order number}/`)", () => {
  it('is a whole number from 1, as the path writes it', () => {
    expect(orderNumberOf('1')).toBe(1)
    expect(orderNumberOf('1042')).toBe(1042)
    expect(orderNumberOf('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('is none for zero, a leading zero, a sign, a fraction, letters, a number too large to hold exactly, more than 16 digits or no segment', () => {
    for (const segment of ['0', '01', '-3', '+3', '1.5', '12a', 'abc', '', '9007199254740993', '12345678901234567', undefined]) expect(orderNumberOf(segment)).toBeNull()
  })
})

describe('the pages of an account route (SPEC §2)', () => {
  it('are the route itself, and an order number after the order history', () => {
    expect(isAccountPagePath({ page: 'personal', params: [] })).toBe(true)
    expect(isAccountPagePath({ page: 'orderHistory', params: [] })).toBe(true)
    expect(isAccountPagePath({ page: 'orderHistory', params: ['1042'] })).toBe(true)
  })

  it('are nothing else: more segments, a segment after another page, an order number that is none', () => {
    expect(isAccountPagePath({ page: 'orderHistory', params: ['1042', 'invoice'] })).toBe(false)
    expect(isAccountPagePath({ page: 'orderHistory', params: ['none'] })).toBe(false)
    expect(isAccountPagePath({ page: 'personal', params: ['more'] })).toBe(false)
    expect(isAccountPagePath({ page: 'resetPassword', params: ['42', 'token-abc'] })).toBe(false)
  })
})
