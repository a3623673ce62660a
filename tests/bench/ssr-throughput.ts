import autocannon from 'autocannon'

export interface Throughput {
  requestsPerSecond: number
  p99Ms: number
  non2xx: number
}

/** Server-render throughput: `connections` concurrent clients requesting one page for `seconds`. */
export async function measureThroughput(url: string, connections = 20, seconds = 10): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds })
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx }
}
