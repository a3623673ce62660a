import { describe, expect, it } from 'vitest'
import { timezoneOf } from '../../../app/state/timezone-cookie.ts'

/** SPEC §9: the timezone is stored as +HHMM; getTimezoneOffset counts minutes behind UTC. */
describe('timezone in +HHMM form', () => {
  it.each([
    [-60, '+0100'],
    [-330, '+0530'],
    [0, '+0000'],
    [240, '-0400'],
    [570, '-0930'],
    [-765, '+1245'],
  ])('offset %i is %s', (offset, timezone) => {
    expect(timezoneOf(offset)).toBe(timezone)
  })
})
