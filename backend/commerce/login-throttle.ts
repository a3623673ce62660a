/** The platform's words when it stops taking login attempts for a while. */
export const LOGIN_LIMIT_MESSAGE = 'Login attempt limit exceeded. Please try again later.'

export interface LoginThrottleSettings {
  windowSeconds: number
  /** Failed logins of one e-mail within a window. */
  perAccount: number
  /** Failed logins from one client address within a window. */
  perAddress: number
}

interface Count {
  failures: number
  resetAt: number
}

/** Entries kept at most: beyond, the oldest go first, so a flood of made-up e-mails cannot fill the memory. */
const MAX_ENTRIES = 50_000

/**
 * Limits password guessing, as the platform throttles logins: failed logins are counted per e-mail and per
 * client address for a window that starts with the first failure. Once either count reaches its limit, every
 * login for that e-mail (or from that address) is refused, the right password too, until the window ends.
 * Shared by `customerAccessTokenCreate` and the account site's login form, so switching between them gains nothing.
 */
export class LoginThrottle {
  private readonly counts = new Map<string, Count>()

  constructor(
    private readonly settings: LoginThrottleSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `logIn` unless the limit is reached, and counts its outcome; `refused` when it did not run. */
  async attempt<T>(email: string, address: string, logIn: () => Promise<T>, succeeded: (result: T) => boolean): Promise<{ refused: true } | { refused: false; result: T }> {
    const keys = { account: `account:${email.trim().toLowerCase()}`, address: `address:${address}` }
    if (this.reached(keys.account, this.settings.perAccount) || this.reached(keys.address, this.settings.perAddress)) return { refused: true }
    // Counted as failed before it runs, so guesses sent all at once cannot pass the limit together.
    this.fail(keys.account)
    this.fail(keys.address)
    const result = await logIn()
    if (succeeded(result)) {
      this.counts.delete(keys.account)
      const address = this.current(keys.address)
      if (address) address.failures--
    }
    return { refused: false, result }
  }

  private current(key: string): Count | undefined {
    const count = this.counts.get(key)
    if (count && count.resetAt <= this.now()) {
      this.counts.delete(key)
      return undefined
    }
    return count
  }

  private reached(key: string, limit: number): boolean {
    return (this.current(key)?.failures ?? 0) >= limit
  }

  private fail(key: string): void {
    const count = this.current(key)
    if (count) {
      count.failures++
      return
    }
    this.counts.set(key, { failures: 1, resetAt: this.now() + this.settings.windowSeconds * 1000 })
    if (this.counts.size > MAX_ENTRIES) this.prune()
  }

  private prune(): void {
    const now = this.now()
    for (const [key, count] of this.counts) if (count.resetAt <= now) this.counts.delete(key)
    for (const key of this.counts.keys()) {
      if (this.counts.size <= MAX_ENTRIES) break
      this.counts.delete(key)
    }
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/**
 * The shopper's address for the per-address limit: the connection's peer, or, when the peer is a server on the
 * same machine calling for a shopper (the shop), the `Shopify-Storefront-Buyer-IP` header it sends, as on the
 * platform. The header is not believed from anyone else, who could otherwise pick a new address per guess.
 */
export function buyerAddress(request: Request, peer: string): string {
  const forwarded = request.headers.get('shopify-storefront-buyer-ip')?.trim()
  return forwarded && LOOPBACK.test(peer) ? forwarded.slice(0, 64) : peer
}
