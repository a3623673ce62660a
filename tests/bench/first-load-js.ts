import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

export interface FirstLoadJs {
  scripts: number
  rawBytes: number
  gzipBytes: number
}

/** JavaScript a shopper downloads to see and use a page: every script response of a cold load, gzipped here. */
export async function measureFirstLoadJs(browser: Browser, url: string): Promise<FirstLoadJs> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const bodies: Array<Promise<Buffer>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const scripts = await Promise.all(bodies)
  await context.close()
  return {
    scripts: scripts.length,
    rawBytes: scripts.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  }
}
