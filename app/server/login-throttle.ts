/**
 * Guessing passwords is limited like the platform limits it: after `perAccount` refused logins for one e-mail
 * address, or `perAddress` from one client address, within `windowMs` of the first, further attempts are
 * refused without asking the platform until that window has passed. The address limit is wider: shoppers
 * behind one address (an office, a carrier's gateway) share it. A successful login clears its account's count.
 */
export interface LoginThrottleOptions {
  windowMs: number
  perAccount: number
  perAddress: number
  /** Keys remembered at most, the oldest window forgotten first, so memory stays bounded whoever posts. */
  maxTracked: number
  now?: () => number
}

interface Window {
  failures: number
  startedAt: number
}

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export function loginThrottle({ windowMs, perAccount, perAddress, maxTracked, now = Date.now }: LoginThrottleOptions) {
  // Insertion order is the order windows started in: the first entries are the first to expire.
  const windows = new Map<string, Window>()
  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
  const addressKey = (address: string) => `address:${address}`

  function current(key: string, at: number): Window | undefined {
    const window = windows.get(key)
    if (window && at - window.startedAt >= windowMs) {
      windows.delete(key)
      return undefined
    }
    return window
  }

  function waitOf(key: string, limit: number, at: number): number {
    const window = current(key, at)
    return window && window.failures >= limit ? window.startedAt + windowMs - at : 0
  }

  function count(key: string, at: number) {
    const window = current(key, at)
    if (window) {
      window.failures += 1
      return
    }
    windows.set(key, { failures: 1, startedAt: at })
    if (windows.size > maxTracked) windows.delete(windows.keys().next().value!)
  }

  return {
    /** Whether an attempt for this account from this address may be made now. */
    attempt(email: string, address: string): LoginAttempt {
      const at = now()
      const wait = Math.max(waitOf(accountKey(email), perAccount, at), waitOf(addressKey(address), perAddress, at))
      return wait > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { allowed: true }
    },
    refused(email: string, address: string) {
      const at = now()
      count(accountKey(email), at)
      count(addressKey(address), at)
    },
    succeeded(email: string) {
      windows.delete(accountKey(email))
    },
  }
}
