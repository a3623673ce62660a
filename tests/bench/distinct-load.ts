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

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0

/**
 * `connections` clients share one list of addresses, each address asked for once: unlike a load tool that
 * repeats one request, every request here is a page the servers have not seen in this run. An answer other
 * than 200 (or a failed connection) is an error.
 */
export async function measureDistinctLoad(origin: string, paths: string[], processes: Record<string, number>, connections = 20): Promise<DistinctLoad> {
  const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, processTreeUsage(pid).cpuMs]))
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const started = performance.now()
  const client = async () => {
    while (next < paths.length) {
      const path = paths[next++]
      const sent = performance.now()
      try {
        const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
        await response.arrayBuffer()
        if (response.status !== 200) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - sent)
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  const seconds = (performance.now() - started) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [name, Math.round(((processTreeUsage(pid).cpuMs - (before[name] ?? 0)) / paths.length) * 100) / 100]),
  )
  return {
    requests: paths.length,
    requestsPerSecond: Math.round(paths.length / seconds),
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    errors,
    cpuMsPerRequest,
  }
}
