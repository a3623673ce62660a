import autocannon from 'autocannon'
import { processTreeUsage } from './process-cpu.ts'

export interface DistinctLoad {
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  /** CPU milliseconds per request of each measured process (its own time, workers included). */
  cpuMsPerRequest: Record<string, number>
}

/**
 * `connections` clients share one list of addresses, each address asked for once: unlike a load that repeats one
 * request, every request here is a page the servers have not seen in this run. Asked for as a browser asks for a
 * page, compressed. An answer other than 2xx (or a failed or timed-out request) is an error.
 *
 * The load generator shares the machine's cores with the servers it measures, so it is autocannon, which reads a
 * reply without parsing or decompressing it: the global `fetch` cost about 4 ms of CPU per page, a fifth of what a
 * cold page costs the shop, taken from the same cores.
 */
export async function measureDistinctLoad(origin: string, paths: string[], processes: Record<string, number>, connections = 20): Promise<DistinctLoad> {
  const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, processTreeUsage(pid).cpuMs]))
  let next = 0
  const started = performance.now()
  const result = await autocannon({
    url: origin,
    connections,
    // Exactly one request per address: the run ends once the last has been answered.
    amount: paths.length,
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++] ?? '/' }) }],
  })
  const seconds = (performance.now() - started) / 1000
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [name, Math.round(((processTreeUsage(pid).cpuMs - (before[name] ?? 0)) / paths.length) * 100) / 100]),
  )
  return {
    requests: paths.length,
    requestsPerSecond: Math.round(paths.length / seconds),
    p50Ms: Math.round(result.latency.p50),
    p99Ms: Math.round(result.latency.p99),
    // autocannon counts a timed-out request among its errors.
    errors: result.non2xx + result.errors,
    cpuMsPerRequest,
  }
}
