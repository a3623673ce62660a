import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { ensureDebianPackage } from '../support/debian-package.ts'
import type { Throughput } from './ssr-throughput.ts'

const WRK = '/usr/bin/wrk'
const NEW_VISITOR_PER_REQUEST = path.join(import.meta.dirname, 'new-visitor-per-request.lua')
const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

/**
 * Throughput as `measureThroughput` measures it, asked by Debian's `wrk` (one thread) instead: on two cores the
 * load generator shares the machine with the server, and a generator in Node spends about as much CPU per
 * request as a worker answering a page from memory, so it, not the server, sets the figure. wrk asks for each
 * page compressed, as a browser does. With `visitorPerRequest`, every request names a user agent of its own.
 */
export async function measureWithWrk(url: string, connections = 20, seconds = 10, options: { visitorPerRequest?: boolean } = {}): Promise<Throughput> {
  ensureDebianPackage(WRK, 'wrk')
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip']
  if (options.visitorPerRequest) args.push('-s', NEW_VISITOR_PER_REQUEST)
  const { stdout } = await promisify(execFile)(WRK, [...args, url])
  const requestsPerSecond = stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1]
  const p99 = stdout.match(/^\s+99%\s+([\d.]+)(us|ms|s|m)$/m)
  if (!requestsPerSecond || !p99?.[1] || !p99[2]) throw new Error(`wrk printed no figures for ${url}:\n${stdout}`)
  const failed = Number(stdout.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0) + Number(stdout.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? 0)
  return { requestsPerSecond: Math.round(Number(requestsPerSecond)), p99Ms: Math.round(Number(p99[1]) * (MS_PER_UNIT[p99[2]] ?? 1)), non2xx: failed }
}
