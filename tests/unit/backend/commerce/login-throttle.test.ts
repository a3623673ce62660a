import { describe, expect, it } from 'vitest'
import { buyerAddress, LoginThrottle } from '../../../../backend/commerce/login-throttle.ts'

/** A throttle on a clock the test moves; `login(ok)` is one attempt that succeeds or fails. */
function setup(settings = { windowSeconds: 60, perAccount: 3, perAddress: 5 }) {
  let now = 1_000_000
  const throttle = new LoginThrottle(settings, () => now)
  const login = async (email: string, address: string, ok: boolean) => {
    const attempt = await throttle.attempt(email, address, async () => ok, Boolean)
    return attempt.refused ? 'refused' : attempt.result ? 'ok' : 'wrong'
  }
  return { login, advance: (seconds: number) => (now += seconds * 1000) }
}

describe('login throttle (limit per account and per client address, as the platform throttles)', () => {
  it('refuses an account after its limit of failures, the right password too, until the window ends', async () => {
    const { login, advance } = setup()
    for (let i = 0; i < 3; i++) expect(await login('Ada@example.com', '10.0.0.1', false)).toBe('wrong')
    expect(await login('ada@example.com ', '10.0.0.2', true)).toBe('refused')
    advance(59)
    expect(await login('ada@example.com', '10.0.0.3', true)).toBe('refused')
    advance(1)
    expect(await login('ada@example.com', '10.0.0.3', true)).toBe('ok')
  })

  it('forgets the failures of an account once its right password is given', async () => {
    const { login } = setup()
    for (let i = 0; i < 2; i++) await login('ada@example.com', '10.0.0.1', false)
    expect(await login('ada@example.com', '10.0.0.1', true)).toBe('ok')
    for (let i = 0; i < 2; i++) expect(await login('ada@example.com', '10.0.0.1', false)).toBe('wrong')
  })

  it('refuses an address that guesses across many accounts, and no other address', async () => {
    const { login } = setup()
    for (let i = 0; i < 5; i++) expect(await login(`user${i}@example.com`, '10.0.0.9', false)).toBe('wrong')
    expect(await login('fresh@example.com', '10.0.0.9', true)).toBe('refused')
    expect(await login('fresh@example.com', '10.0.0.10', true)).toBe('ok')
  })

  it('lets no more guesses through when they arrive all at once', async () => {
    const { login } = setup()
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('ada@example.com', '10.0.0.1', false)))
    expect(answers.filter((answer) => answer === 'wrong')).toHaveLength(3)
  })

  it("believes the shop's Shopify-Storefront-Buyer-IP only from a server on the same machine", () => {
    const request = new Request('http://backend/', { headers: { 'shopify-storefront-buyer-ip': '203.0.113.7' } })
    expect(buyerAddress(request, '127.0.0.1')).toBe('203.0.113.7')
    expect(buyerAddress(request, '::1')).toBe('203.0.113.7')
    expect(buyerAddress(request, '198.51.100.1')).toBe('198.51.100.1')
    expect(buyerAddress(new Request('http://backend/'), '127.0.0.1')).toBe('127.0.0.1')
  })
})
