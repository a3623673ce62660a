import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS } from '../support/chromium.ts'

export interface LighthouseFigures {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /**
   * The first contentful paint the traced load really showed, before Lighthouse's simulation. Headless
   * Chromium sometimes withholds frames from a busy page for a whole second (viz throttling an
   * "unresponsive" frame sink; Lighthouse issue 17148), which shows here as about 1.2 or 2.2 s, and the
   * simulated FCP and LCP then count everything loaded before it.
   */
  observedFcpMs: number
  /** The performance score of every measured run, lowest first; the figures above are from the median run. */
  runs: number[]
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

/** One run of Lighthouse's mobile profile (its default: emulated phone, slow 4G, 4x CPU slowdown) in a fresh Chromium. */
async function runOnce(url: string): Promise<Omit<LighthouseFigures, 'runs'>> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      observedFcpMs: observedFirstContentfulPaint(lhr.audits.metrics?.details),
    }
  } finally {
    await chrome.kill()
  }
}

function observedFirstContentfulPaint(details: unknown): number {
  const items = (details as { items?: Array<{ observedFirstContentfulPaint?: number }> } | undefined)?.items
  return Math.round(items?.[0]?.observedFirstContentfulPaint ?? Number.NaN)
}

/**
 * Lighthouse's own advice for a noisy machine: one load to warm the image host's resized images (as a CDN
 * would be), then several runs and the median. LIGHTHOUSE_RUNS sets how many (default 3).
 */
export async function measureLighthouse(url: string): Promise<LighthouseFigures> {
  await runOnce(url)
  const runs: Array<Omit<LighthouseFigures, 'runs'>> = []
  for (let run = 0; run < RUNS; run++) runs.push(await runOnce(url))
  runs.sort((a, b) => a.performance - b.performance)
  const median = runs[Math.floor(runs.length / 2)]
  if (!median) throw new Error('LIGHTHOUSE_RUNS must be at least 1')
  return { ...median, runs: runs.map((figures) => figures.performance) }
}
