/**
 * A shopper's tab reports an error when something fails, a few at a time when one failure drags others along:
 * 30 a minute leaves a broken page room to report every failure, while a script posting in a loop is cut to
 * one report every two seconds.
 */
export const REPORTS_PER_MINUTE = 30
/** The reports one page load may send at once (a failed page whose calls fail together), before the pace applies. */
export const REPORT_BURST = 10
/**
 * Clients remembered at most, the least recently seen forgotten first: about 100 bytes each, so at most a
 * megabyte however many addresses post. A client forgotten starts again with a full budget.
 */
export const MAX_TRACKED_CLIENTS = 10_000

export interface ReportRateLimitOptions {
  perMinute: number
  burst: number
  maxClients: number
  now?: () => number
}

export type ReportTake = { taken: true } | { taken: false; retryAfterSeconds: number }

interface Budget {
  reports: number
  at: number
}

/**
 * The error reports each client may still send: a token bucket per client that holds `burst` reports and
 * refills at `perMinute`. A full bucket is the same as none, so clients whose budget has refilled are forgotten.
 */
export function reportRateLimit({ perMinute, burst, maxClients, now = () => Date.now() }: ReportRateLimitOptions) {
  const perMs = perMinute / 60_000
  // Least recently seen first: the order in which budgets refill and can be forgotten.
  const budgets = new Map<string, Budget>()
  const refilled = (budget: Budget, at: number) => Math.min(burst, budget.reports + (at - budget.at) * perMs)

  function forgetRefilled(at: number) {
    for (const [client, budget] of budgets) {
      if (refilled(budget, at) < burst) return
      budgets.delete(client)
    }
  }

  return {
    /** Takes one report from the client's budget, or says how long until the next one is taken. */
    take(client: string): ReportTake {
      const at = now()
      forgetRefilled(at)
      const known = budgets.get(client)
      const reports = known ? refilled(known, at) : burst
      budgets.delete(client)
      if (reports < 1) {
        budgets.set(client, { reports, at })
        return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - reports) / perMs / 1000)) }
      }
      budgets.set(client, { reports: reports - 1, at })
      if (budgets.size > maxClients) budgets.delete(budgets.keys().next().value!)
      return { taken: true }
    },
    get trackedClients() {
      return budgets.size
    },
  }
}

/** The groups of an IPv6 address, `::` expanded; null for anything else. */
function ipv6Groups(address: string): string[] | null {
  if (!address.includes(':')) return null
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return missing < 0 ? null : [...left, ...Array<string>(missing).fill('0'), ...right]
}

/**
 * Whose budget a report counts against. One IPv6 host is given a whole /64 and may post from any address in
 * it, so an IPv6 address counts by its /64; an IPv4 address (also one mapped into IPv6) counts by itself.
 */
export function reportingClientOf(address: string | undefined): string {
  if (!address) return ''
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  const groups = ipv6Groups(address.toLowerCase())
  return groups ? `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64` : address
}
