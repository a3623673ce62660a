import { startBackendProcess } from '../support/backend-process.ts'
import { nestedQuery } from '../support/deep-storefront-query.ts'

/**
 * How fast the embedded backend refuses the deep, costly storefront queries of issue 21 (budget: an error in
 * under 100 ms, memory within 50 MB), over HTTP against `npm run backend` in its own process.
 * Run: npx tsx tests/bench/backend-query-limits.ts. Prints figures; not part of npm test.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!

async function main(): Promise<void> {
  const backend = await startBackendProcess()
  try {
    const ask = async (query: string) => {
      const started = performance.now()
      const response = await fetch(`${backend.url}/api/2022-07/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'demo-token-de' },
        body: JSON.stringify({ query }),
      })
      const body = (await response.json()) as { errors?: unknown[] }
      if (!body.errors) throw new Error('the deep query was answered instead of refused')
      return performance.now() - started
    }
    for (let i = 0; i < 5; i++) await ask(nestedQuery(8, 250))
    const before = await backend.residentBytes()
    for (const depth of [8, 10] as const) {
      const times: number[] = []
      for (let round = 0; round < ROUNDS; round++) times.push(await ask(nestedQuery(depth, 250)))
      times.sort((a, b) => a - b)
      console.log(`depth ${depth}, first: 250 (${times.length} requests): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`)
    }
    const grown = ((await backend.residentBytes()) - before) / 1024 / 1024
    console.log(`backend resident memory grew by ${grown.toFixed(1)} MB over ${ROUNDS * 2} refused queries`)
  } finally {
    await backend.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
