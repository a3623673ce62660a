import type { Page, Request } from 'playwright-core'
import { expect } from 'vitest'

/** How long nothing may be on the wire for the network to count as idle (Playwright's `networkidle`). */
const QUIET_MS = 500

/**
 * The tab's requests other than its static assets, from now on: the shop's built files under `/assets/` (scripts,
 * styles, fonts, dictionaries, icons) and images from the image host. Whatever else it asks for (a document, a
 * server function, GraphQL, a content reply) is listed as `METHOD url`. `idle` resolves once nothing has been on the
 * wire for a while.
 */
export function requestsBeyondAssets(page: Page, shop: { shopUrl: string; imageHostUrl: string }) {
  const assets = `${shop.shopUrl}/assets/`
  const isStaticAsset = (request: Request) =>
    request.url().startsWith(assets) || (request.resourceType() === 'image' && request.url().startsWith(shop.imageHostUrl))
  const listed: string[] = []
  // A set, not a count: a request sent before this listens may still finish after.
  const open = new Set<Request>()
  let lastActivity = Date.now()
  const settle = (request: Request) => {
    open.delete(request)
    lastActivity = Date.now()
  }
  page.on('request', (request) => {
    open.add(request)
    lastActivity = Date.now()
    if (!isStaticAsset(request)) listed.push(`${request.method()} ${request.url()}`)
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return {
    listed,
    idle: () => expect.poll(() => open.size === 0 && Date.now() - lastActivity >= QUIET_MS, { timeout: 15_000, interval: 100 }).toBe(true),
  }
}
