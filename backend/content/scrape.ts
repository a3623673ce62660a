import { timingSafeEqual } from 'node:crypto'

export interface ScrapeCredentials {
  user: string
  password: string
}

export function readScrapeCredentials(env: Record<string, string | undefined> = process.env): ScrapeCredentials {
  return { user: env.SCRAPE_USER || 'demo', password: env.SCRAPE_PASSWORD || 'demo-scrape' }
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** True when the request carries `Authorization: Basic base64(user:password)` with the scrape credentials. */
export function isAuthorized(request: Request, credentials: ScrapeCredentials): boolean {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim())
  if (!match) return false
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return false
  return same(decoded.slice(0, colon), credentials.user) && same(decoded.slice(colon + 1), credentials.password)
}
