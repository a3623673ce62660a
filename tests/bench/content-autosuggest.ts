import { startContentBackend } from '../support/content-backend.ts'

/**
 * Autosuggest latency of the content platform over HTTP with the full demo catalogue (budget: under 50 ms).
 * Run: npx tsx tests/bench/content-autosuggest.ts. Prints figures; not part of npm test.
 */
const QUERIES: Array<[instance: string, phrase: string]> = [
  ['demo-de', 'Blutdrukmessgerät BM 54'],
  ['demo-en', 'ear thermometr'],
  ['demo-fr', 'tensiomètre poignet'],
  ['demo-it', 'termometro auriculare'],
  ['demo-pl', 'cisnieniomierz'],
  ['demo-de', 'Massagepistol'],
]
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!

async function main(): Promise<void> {
  const backend = await startContentBackend()
  try {
    const ask = async (instance: string, phrase: string) => {
      const started = performance.now()
      const response = await backend.post('/search', { searchPhrase: phrase, count: 4, offset: 0, enableAggregations: false }, { instance })
      await response.json()
      return performance.now() - started
    }
    for (const [instance, phrase] of QUERIES) await ask(instance, phrase)
    const times: number[] = []
    for (let round = 0; round < ROUNDS; round++) for (const [instance, phrase] of QUERIES) times.push(await ask(instance, phrase))
    times.sort((a, b) => a - b)
    const figures = { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times.at(-1)! }
    console.log(`autosuggest (count 4, ${figures.requests} requests): p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms`)
  } finally {
    await backend.stop({ removeData: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
