import { describe, expect, it } from 'vitest'
import { loginThrottle } from '../../../app/server/login-throttle.ts'

const throttleAt = (clock: { now: number }, overrides: Partial<Parameters<typeof loginThrottle>[0]> = {}) =>
  loginThrottle({ windowMs: 60_000, perAccount: 3, perAddress: 5, maxTracked: 100, now: () => clock.now, ...overrides })

describe('login throttle', () => {
  it('refuses an account after its limit of refused logins, whatever the address, until the window has passed', () => {
    const clock = { now: 0 }
    const throttle = throttleAt(clock)
    for (const address of ['a', 'b', 'c']) {
      expect(throttle.attempt('Ada@Example.com', address)).toEqual({ allowed: true })
      throttle.refused('Ada@Example.com', address)
    }
    clock.now = 20_000
    // The same account in other spelling, from a fourth address.
    expect(throttle.attempt(' ada@example.com', 'd')).toEqual({ allowed: false, retryAfterSeconds: 40 })
    expect(throttle.attempt('grace@example.com', 'd')).toEqual({ allowed: true })
    clock.now = 60_000
    expect(throttle.attempt('ada@example.com', 'd')).toEqual({ allowed: true })
  })

  it('refuses an address after its wider limit, across accounts', () => {
    const clock = { now: 0 }
    const throttle = throttleAt(clock)
    for (let i = 0; i < 5; i += 1) throttle.refused(`guess-${i}@example.com`, '10.0.0.1')
    expect(throttle.attempt('new@example.com', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(throttle.attempt('new@example.com', '10.0.0.2')).toEqual({ allowed: true })
  })

  it('clears an account’s count when it logs in', () => {
    const clock = { now: 0 }
    const throttle = throttleAt(clock)
    throttle.refused('ada@example.com', 'a')
    throttle.refused('ada@example.com', 'a')
    throttle.succeeded('ada@example.com')
    throttle.refused('ada@example.com', 'a')
    expect(throttle.attempt('ada@example.com', 'a')).toEqual({ allowed: true })
  })

  it('remembers at most maxTracked keys, forgetting the oldest windows first', () => {
    const clock = { now: 0 }
    const throttle = throttleAt(clock, { perAccount: 1, perAddress: 1_000, maxTracked: 4 })
    throttle.refused('first@example.com', 'a')
    expect(throttle.attempt('first@example.com', 'a').allowed).toBe(false)
    for (let i = 0; i < 3; i += 1) throttle.refused(`other-${i}@example.com`, 'a')
    expect(throttle.attempt('first@example.com', 'a').allowed).toBe(true)
  })
})
