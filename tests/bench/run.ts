import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS } from '../support/chromium.ts'
import { startStack } from '../support/stack.ts'
import { serveBareApp } from './bare-server.ts'
import { measureAddToCartLatency } from './add-to-cart-latency.ts'
import { measureFirstLoadJs, type FirstLoadJs } from './first-load-js.ts'
import { measureLighthouse, type LighthouseFigures } from './lighthouse.ts'
import { measureLongTail, printLongTail, type LongTail } from './long-tail.ts'
import { benchPages } from './pages.ts'
import { measureThroughput, type Throughput } from './ssr-throughput.ts'

/**
 * npm run bench: builds the shop and a bare TanStack Start page, serves both, and measures the budgets of
 * DESIGN.md: first-load JavaScript per page type, Lighthouse mobile performance and CLS, and server-render
 * throughput and p99 at 20 connections against the bare page in the same run; then the long tail (distinct
 * URLs on fresh servers, long-tail.ts; BENCH_ONLY=long-tail runs it alone). Prints tables and writes
 * tests/bench/results/latest.json. Not part of npm test: figures, not assertions.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const vite = path.join(root, 'node_modules/.bin/vite')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)

function build(args: string[]): void {
  const result = spawnSync(vite, ['build', '--logLevel', 'warn', ...args], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`)
}

interface PageFigures {
  type: string
  path: string
  firstLoadJs: FirstLoadJs
  lighthouse?: LighthouseFigures
  throughput?: Throughput
  /** The same page asked for by a new visitor string each time: the router runs and the rendered page answers. */
  routedThroughput?: Throughput
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function writeResults(results: { longTail: LongTail } & Record<string, unknown>): Promise<void> {
  await mkdir(path.join(root, 'tests/bench/results'), { recursive: true })
  await writeFile(path.join(root, 'tests/bench/results/latest.json'), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2))
}

async function main(): Promise<void> {
  build([])
  build(['--config', 'tests/bench/bare-app/vite.config.ts'])
  const stack = await startStack({ quiet: true })
  const bare = await serveBareApp(path.join(root, 'tests/bench/bare-app/dist'))
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  try {
    if (process.env.BENCH_ONLY === 'long-tail') {
      const longTail = await measureLongTail(bare, seconds)
      printLongTail(longTail)
      await writeResults({ longTail })
      return
    }
    const bareJs = await measureFirstLoadJs(browser, `${bare.url}/`)
    const bareThroughput = await measureThroughput(`${bare.url}/`, 20, seconds)
    const pages: PageFigures[] = []
    for (const page of benchPages()) {
      const url = `${stack.shopUrl}${page.path}`
      const figures: PageFigures = { type: page.type, path: page.path, firstLoadJs: await measureFirstLoadJs(browser, url) }
      if (page.lighthouse) figures.lighthouse = await measureLighthouse(url)
      if (page.throughput) {
        figures.throughput = await measureThroughput(url, 20, seconds)
        figures.routedThroughput = await measureThroughput(url, 20, seconds, { visitorPerRequest: true })
      }
      pages.push(figures)
    }

    console.log(`\nBare TanStack Start page: first-load JS ${kb(bareJs.gzipBytes)} gzipped; ${bareThroughput.requestsPerSecond} req/s, p99 ${bareThroughput.p99Ms} ms at 20 connections\n`)
    console.log('| page | path | first-load JS (gzip) | Lighthouse perf (runs) | FCP (observed) | LCP | TBT | CLS | req/s (share of bare) | p99 | req/s through the router (share) |')
    console.log('|---|---|---|---|---|---|---|---|---|---|---|')
    for (const page of pages) {
      const lh = page.lighthouse
      const tp = page.throughput
      const shareOf = (throughput: Throughput | undefined) => (throughput ? `${throughput.requestsPerSecond} (${Math.round((throughput.requestsPerSecond / bareThroughput.requestsPerSecond) * 100)} %)` : '–')
      const share = shareOf(tp)
      console.log(
        `| ${page.type} | ${page.path} | ${kb(page.firstLoadJs.gzipBytes)} | ${lh ? `${lh.performance} (${lh.runs.join(', ')})` : '–'} | ${lh ? `${lh.fcpMs} ms (${lh.observedFcpMs} ms)` : '–'} | ${lh ? `${lh.lcpMs} ms` : '–'} | ${lh ? `${lh.tbtMs} ms` : '–'} | ${lh ? lh.cls.toFixed(3) : '–'} | ${share} | ${tp ? `${tp.p99Ms} ms` : '–'} | ${shareOf(page.routedThroughput)} |`,
      )
    }
    const addToCart = await measureAddToCartLatency(browser, stack.shopUrl)
    console.log(`\nAdd to cart (${addToCart.runs} runs): cart count updated after ${addToCart.countMedianMs} ms median (p95 ${addToCart.countP95Ms} ms); confirmed by the platform after ${addToCart.confirmedMedianMs} ms median (p95 ${addToCart.confirmedP95Ms} ms)`)
    const longTail = await measureLongTail(bare, seconds)
    printLongTail(longTail)
    await writeResults({ bare: { firstLoadJs: bareJs, throughput: bareThroughput }, pages, addToCart, longTail })
  } finally {
    await browser.close()
    await bare.stop()
    await stack.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
