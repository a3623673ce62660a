import autocannon from 'autocannon'

export interface Throughput {
  requestsPerSecond: number
  p99Ms: number
  non2xx: number
}

/**
 * Server-render throughput: `connections` concurrent clients requesting one page for `seconds`. With
 * `visitorPerRequest`, every request names a user agent of its own (a desktop one each time): the page is the
 * same, but the server answers none of them from its answered pages (app/server/answered-pages.ts) and runs its
 * router for each, answering from the rendered pages.
 */
export async function measureThroughput(url: string, connections = 20, seconds = 10, options: { visitorPerRequest?: boolean } = {}): Promise<Throughput> {
  let visitor = 0
  const requests = options.visitorPerRequest
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) bench-visitor/${++visitor}` } }) }]
    : undefined
  const result = await autocannon({ url, connections, duration: seconds, ...(requests ? { requests } : {}) })
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx }
}
