import { startStack } from '../support/stack.ts'
import { coldUrls, type ColdKind } from './cold-urls.ts'
import { measureDistinctLoad, type DistinctLoad } from './distinct-load.ts'
import { processTreeUsage } from './process-cpu.ts'
import { measureThroughput, type Throughput } from './ssr-throughput.ts'

export interface LongTail {
  bare: DistinctLoad
  kinds: Array<{ kind: ColdKind; load: DistinctLoad }>
  memory: { pages: number; rssMbBefore: number; rssMbAfter: number }
  workers: { one: Throughput; two: Throughput }
}

const KINDS: ColdKind[] = ['product', 'search', 'listing']
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

/**
 * The long tail of issue 23: for each kind, 1,000 distinct addresses (BENCH_COLD_URLS) on freshly started
 * servers at 20 connections, with the CPU each process spent per request, beside the bare page's CPU per
 * request measured in the same run; then the shop's memory after 10,000 distinct pages (BENCH_MEMORY_PAGES),
 * and the warm product page with one worker and with two.
 */
export async function measureLongTail(bare: { url: string; pid: number }, seconds: number): Promise<LongTail> {
  const count = Number(process.env.BENCH_COLD_URLS ?? 1000)
  const bareLoad = await measureDistinctLoad(bare.url, Array.from({ length: count * 2 }, () => '/'), { bare: bare.pid })
  const kinds: LongTail['kinds'] = []
  for (const kind of KINDS) {
    const stack = await startStack({ quiet: true })
    try {
      kinds.push({ kind, load: await measureDistinctLoad(stack.shopUrl, coldUrls(kind, count), { shop: stack.pids.shop, backend: stack.pids.backend }) })
    } finally {
      await stack.stop()
    }
  }

  const pages = Number(process.env.BENCH_MEMORY_PAGES ?? 10_000)
  const mixed = KINDS.flatMap((kind) => coldUrls(kind, Math.ceil(pages / KINDS.length))).slice(0, pages)
  const stack = await startStack({ quiet: true })
  let memory: LongTail['memory']
  try {
    const rssBefore = processTreeUsage(stack.pids.shop).rssBytes
    await measureDistinctLoad(stack.shopUrl, mixed, {})
    memory = { pages: mixed.length, rssMbBefore: mb(rssBefore), rssMbAfter: mb(processTreeUsage(stack.pids.shop).rssBytes) }
  } finally {
    await stack.stop()
  }

  const warmProduct = async (workers: number) => {
    const served = await startStack({ quiet: true, env: { WEB_CONCURRENCY: String(workers) } })
    try {
      await measureThroughput(`${served.shopUrl}/pl/p/1099/`, 20, 2)
      return await measureThroughput(`${served.shopUrl}/pl/p/1099/`, 20, seconds)
    } finally {
      await served.stop()
    }
  }
  return { bare: bareLoad, kinds, memory, workers: { one: await warmProduct(1), two: await warmProduct(2) } }
}

export function printLongTail(tail: LongTail): void {
  const bareCpu = tail.bare.cpuMsPerRequest.bare ?? 0
  console.log(`\nLong tail: distinct URLs on freshly started servers, 20 connections; bare page ${bareCpu} ms CPU per request (${tail.bare.requestsPerSecond} req/s)\n`)
  console.log('| pages (distinct URLs) | req/s | p50 | p99 | errors | shop CPU/request (× bare) | backend CPU/request (× bare) |')
  console.log('|---|---|---|---|---|---|---|')
  for (const { kind, load } of tail.kinds) {
    const times = (ms: number) => `${ms} ms (${(ms / bareCpu).toFixed(1)} ×)`
    console.log(`| ${kind} (${load.requests}) | ${load.requestsPerSecond} | ${load.p50Ms} ms | ${load.p99Ms} ms | ${load.errors} | ${times(load.cpuMsPerRequest.shop ?? 0)} | ${times(load.cpuMsPerRequest.backend ?? 0)} |`)
  }
  console.log(`\nShop memory: ${tail.memory.rssMbBefore} MB RSS at start, ${tail.memory.rssMbAfter} MB after ${tail.memory.pages} distinct pages`)
  const { one, two } = tail.workers
  console.log(`Warm product page: one worker ${one.requestsPerSecond} req/s, two workers ${two.requestsPerSecond} req/s (${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)} ×)`)
}
