import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS } from '../support/chromium.ts'

export interface LighthouseFigures {
  performance: number
  cls: number
  lcpMs: number
  tbtMs: number
}

/** Lighthouse's mobile profile (its default: emulated phone, slow 4G, 4x CPU slowdown) against Debian's Chromium. */
export async function measureLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    }
  } finally {
    await chrome.kill()
  }
}
