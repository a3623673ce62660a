import { startStack } from '../support/stack.ts'
import { coldUrls, mixedColdUrls, type ColdKind } from './cold-urls.ts'
import { measureDistinctLoad, type DistinctLoad } from './distinct-load.ts'
import { processTreeUsage } from './process-cpu.ts'
import type { Throughput } from './ssr-throughput.ts'
import { measureWithWrk } from './wrk-throughput.ts'

/**
 * Per kind, on a freshly started stack: `load` over the first distinct addresses, then `running` over further
 * ones the same servers have not seen either, once their code has warmed up on the first (up to as many again).
 */
interface KindRun {
  load: DistinctLoad
  running: DistinctLoad
}

export interface LongTail {
  /** The bare page: the median of its runs, the reference of every ratio. */
  bare: DistinctLoad
  /** The bare page's run before each round of kinds. */
  bareRuns: DistinctLoad[]
  /** Per kind, the median of its runs (each figure on its own, errors summed), and each run. */
  kinds: Array<{ kind: ColdKind } & KindRun & { runs: KindRun[] }>
  /** The shop's memory (all its processes) at start and after each quarter of the distinct pages. */
  memory: { pages: number; rssMbBefore: number; rssMbAfter: number; rssMbByPages: Array<{ pages: number; rssMb: number }> }
  /**
   * The warm product page with one worker and with two, asked by wrk: answered from memory, and through the
   * router with a new visitor string per request.
   */
  workers: { one: Throughput; two: Throughput; routedOne: Throughput; routedTwo: Throughput }
}

const KINDS: ColdKind[] = ['product', 'search', 'listing']
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Each figure's median over the runs; errors are summed, so no run's error is hidden. */
function medianLoad(runs: DistinctLoad[]): DistinctLoad {
  const of = (figure: (load: DistinctLoad) => number) => median(runs.map(figure))
  const processes = Object.keys(runs[0]?.cpuMsPerRequest ?? {})
  return {
    requests: Math.round(of((load) => load.requests)),
    requestsPerSecond: Math.round(of((load) => load.requestsPerSecond)),
    p50Ms: Math.round(of((load) => load.p50Ms)),
    p99Ms: Math.round(of((load) => load.p99Ms)),
    errors: runs.reduce((sum, load) => sum + load.errors, 0),
    cpuMsPerRequest: Object.fromEntries(processes.map((name) => [name, Math.round(of((load) => load.cpuMsPerRequest[name] ?? 0) * 100) / 100])),
  }
}

/** One kind on a freshly started stack: its first distinct addresses, then further ones on the same servers. */
async function measureKind(kind: ColdKind, count: number): Promise<KindRun> {
  const stack = await startStack({ quiet: true })
  try {
    const urls = coldUrls(kind, 2 * count)
    const processes = { shop: stack.pids.shop, backend: stack.pids.backend }
    const load = await measureDistinctLoad(stack.shopUrl, urls.slice(0, count), processes)
    return { load, running: await measureDistinctLoad(stack.shopUrl, urls.slice(count), processes) }
  } finally {
    await stack.stop()
  }
}

/**
 * The long tail of issue 23: for each kind, 1,000 distinct addresses (BENCH_COLD_URLS) on freshly started
 * servers at 20 connections, then as many further ones on the same servers (fewer where the catalogue has no
 * more), with the CPU each process spent per request. On a shared two-core machine a single run moves by a tenth
 * in CPU and more in p99, so this is done BENCH_LONG_TAIL_RUNS rounds (default 3), the bare page's CPU per request
 * measured before each, and each figure's median reported (against the bare page's median) with every run.
 * Then the shop's memory after 10,000 distinct pages (BENCH_MEMORY_PAGES), and the warm product page with one
 * worker and with two.
 */
export async function measureLongTail(bare: { url: string; pid: number }, seconds: number): Promise<LongTail> {
  const count = Number(process.env.BENCH_COLD_URLS ?? 1000)
  const rounds = Number(process.env.BENCH_LONG_TAIL_RUNS ?? 3)
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('BENCH_LONG_TAIL_RUNS must be a whole number of at least 1')
  const bareRuns: DistinctLoad[] = []
  const runsOfKind = new Map<ColdKind, KindRun[]>(KINDS.map((kind) => [kind, []]))
  for (let round = 0; round < rounds; round++) {
    bareRuns.push(await measureDistinctLoad(bare.url, Array.from({ length: count * 2 }, () => '/'), { bare: bare.pid }))
    for (const kind of KINDS) runsOfKind.get(kind)!.push(await measureKind(kind, count))
  }
  const kinds: LongTail['kinds'] = KINDS.map((kind) => {
    const runs = runsOfKind.get(kind)!
    return { kind, load: medianLoad(runs.map((run) => run.load)), running: medianLoad(runs.map((run) => run.running)), runs }
  })

  const pages = Number(process.env.BENCH_MEMORY_PAGES ?? 10_000)
  const mixed = mixedColdUrls(pages)
  const stack = await startStack({ quiet: true })
  let memory: LongTail['memory']
  try {
    const rssMb = () => mb(processTreeUsage(stack.pids.shop).rssBytes)
    const rssMbBefore = rssMb()
    const rssMbByPages: LongTail['memory']['rssMbByPages'] = []
    const quarter = Math.ceil(mixed.length / 4)
    for (let served = 0; served < mixed.length; served += quarter) {
      await measureDistinctLoad(stack.shopUrl, mixed.slice(served, served + quarter), {})
      rssMbByPages.push({ pages: Math.min(served + quarter, mixed.length), rssMb: rssMb() })
    }
    memory = { pages: mixed.length, rssMbBefore, rssMbAfter: rssMbByPages.at(-1)?.rssMb ?? rssMbBefore, rssMbByPages }
  } finally {
    await stack.stop()
  }

  const warmProduct = async (workers: number) => {
    const served = await startStack({ quiet: true, env: { WEB_CONCURRENCY: String(workers) } })
    try {
      await measureWithWrk(`${served.shopUrl}/pl/p/1099/`, 20, 2)
      return {
        answered: await measureWithWrk(`${served.shopUrl}/pl/p/1099/`, 20, seconds),
        routed: await measureWithWrk(`${served.shopUrl}/pl/p/1099/`, 20, seconds, { visitorPerRequest: true }),
      }
    } finally {
      await served.stop()
    }
  }
  const [one, two] = [await warmProduct(1), await warmProduct(2)]
  return { bare: medianLoad(bareRuns), bareRuns, kinds, memory, workers: { one: one.answered, two: two.answered, routedOne: one.routed, routedTwo: two.routed } }
}

export function printLongTail(tail: LongTail): void {
  const bareCpu = tail.bare.cpuMsPerRequest.bare ?? 0
  const runs = tail.bareRuns.length === 1 ? 'one run' : `${tail.bareRuns.length} runs`
  console.log(`\nLong tail: distinct URLs on freshly started servers, 20 connections, the median of ${runs} (errors summed); bare page ${bareCpu} ms CPU per request (${tail.bare.requestsPerSecond} req/s; runs ${tail.bareRuns.map((run) => run.cpuMsPerRequest.bare).join(', ')} ms)\n`)
  console.log(`| pages (distinct URLs) | req/s | p50 | p99 | errors in ${runs} | shop CPU/request (× bare) | backend CPU/request (× bare) |`)
  console.log('|---|---|---|---|---|---|---|')
  const times = (ms: number) => `${ms} ms (${(ms / bareCpu).toFixed(1)} ×)`
  const row = (name: string, load: DistinctLoad) =>
    console.log(`| ${name} (${load.requests}) | ${load.requestsPerSecond} | ${load.p50Ms} ms | ${load.p99Ms} ms | ${load.errors} | ${times(load.cpuMsPerRequest.shop ?? 0)} | ${times(load.cpuMsPerRequest.backend ?? 0)} |`)
  for (const { kind, load, running } of tail.kinds) {
    row(`${kind}, fresh servers`, load)
    row(`${kind}, further pages`, running)
  }
  console.log("\nEach run (the shop's CPU/request, p99):")
  const ofRun = (load: DistinctLoad) => `${load.cpuMsPerRequest.shop ?? 0} ms, ${load.p99Ms} ms`
  for (const { kind, runs: kindRuns } of tail.kinds) {
    console.log(`- ${kind}, fresh servers: ${kindRuns.map((run) => ofRun(run.load)).join(' · ')}`)
    console.log(`- ${kind}, further pages: ${kindRuns.map((run) => ofRun(run.running)).join(' · ')}`)
  }
  console.log(`\nShop memory (RSS of all its processes): ${tail.memory.rssMbBefore} MB at start, ${tail.memory.rssMbByPages.map(({ pages, rssMb }) => `${rssMb} MB after ${pages}`).join(', ')} distinct pages`)
  const { one, two, routedOne, routedTwo } = tail.workers
  const ratio = (a: Throughput, b: Throughput) => `${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)} ×`
  console.log(`Warm product page: one worker ${one.requestsPerSecond} req/s, two workers ${two.requestsPerSecond} req/s (${ratio(one, two)})`)
  console.log(`Warm product page through the router (a new visitor string per request): one worker ${routedOne.requestsPerSecond} req/s, two workers ${routedTwo.requestsPerSecond} req/s (${ratio(routedOne, routedTwo)})`)
}
