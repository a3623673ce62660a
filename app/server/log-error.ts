import { getRequestIP } from '@tanstack/react-start/server'
import { integer, max, min, optional, size, string, type, union, type Infer } from 'superstruct'
import { appConfig } from '../../app.config.ts'
import { readJsonRequest } from './json-request.ts'
import { MAX_TRACKED_CLIENTS, REPORT_BURST, REPORTS_PER_MINUTE, reportRateLimit, reportingClientOf } from './report-rate-limit.ts'

/**
 * `POST /log-error/` (SPEC §7): the error info plus message 'storefront errors', as services/error-log.ts sends it.
 * The line goes to the server log, and SPEC §7's separate error report goes to the error-report service.
 */
const Text = (maxLength: number) => size(string(), 0, maxLength)
const Status = max(min(integer(), 100), 599)

const ErrorDetail = type({
  message: optional(Text(4096)),
  stack: optional(Text(20_000)),
  status: optional(Status),
  statusCode: optional(Status),
  statusText: optional(Text(255)),
  id: optional(Text(255)),
})

const LogErrorBody = type({
  message: size(string(), 1, 255),
  error: optional(union([Text(4096), ErrorDetail])),
  status: optional(Status),
  statusCode: optional(Status),
  stack: optional(Text(20_000)),
  /** The page the error happened on (absolute, or a path with its query). */
  url: optional(Text(2048)),
  platform: optional(Text(64)),
})
type LogErrorBody = Infer<typeof LogErrorBody>

/** SPEC §7's error report: host, path, query, platform, user agent, encoded customer IP, status, message, stack. */
interface ErrorReport {
  host: string
  path: string
  query: string
  platform: string
  userAgent: string
  customerIp: string
  status: number | null
  message: string
  stack: string
}

/** The IP is sent encoded (base64), never as plain text, so it does not show up in plain log searches. */
const encodeIp = (ip: string | undefined) => (ip ? Buffer.from(ip, 'utf8').toString('base64') : '')

function errorReportOf(body: LogErrorBody, request: Request, ip: string | undefined): ErrorReport {
  const detail = typeof body.error === 'string' ? { message: body.error } : (body.error ?? {})
  const requestUrl = new URL(request.url)
  let page = requestUrl
  try {
    if (body.url) page = new URL(body.url, requestUrl.origin)
  } catch {
    // A malformed page address leaves the report pointing at the endpoint itself.
  }
  return {
    host: page.host,
    path: page.pathname,
    query: page.search.replace(/^\?/, ''),
    platform: body.platform ?? 'browser',
    userAgent: request.headers.get('user-agent') ?? '',
    customerIp: encodeIp(ip),
    status: body.status ?? body.statusCode ?? detail.status ?? detail.statusCode ?? null,
    // 'storefront errors' names the channel; the error's own message says what happened.
    message: detail.message || body.message,
    stack: body.stack ?? detail.stack ?? '',
  }
}

/** Sends the report; a failing report service is logged, never passed on to the browser. */
async function forwardErrorReport(errorReportUrl: string, report: ErrorReport, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(errorReportUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(3_000),
    })
    if (!response.ok) console.error(JSON.stringify({ level: 'warn', event: 'error-report-failed', status: response.status }))
    return response.ok
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', event: 'error-report-failed', reason: error instanceof Error ? error.message : String(error) }))
    return false
  }
}

/** Anyone may post here: one address's flood is refused before it reaches the server log or the report service. */
const reportLimit = reportRateLimit({ perMinute: REPORTS_PER_MINUTE, burst: REPORT_BURST, maxClients: MAX_TRACKED_CLIENTS })

/** `client` is the caller's address; callers whose address is unknown share one budget. */
export async function handleLogError(request: Request, client = getRequestIP()): Promise<Response> {
  const take = reportLimit.take(reportingClientOf(client))
  if (!take.taken) return Response.json({ error: 'Too many error reports' }, { status: 429, headers: { 'retry-after': String(take.retryAfterSeconds) } })
  const parsed = await readJsonRequest(request, LogErrorBody)
  if (!parsed.ok) return parsed.response
  const report = errorReportOf(parsed.value, request, client)
  console.error(JSON.stringify({ level: 'error', event: 'storefront-error', time: new Date().toISOString(), ...report }))
  await forwardErrorReport(appConfig().errorReportUrl, report)
  return new Response(null, { status: 204 })
}
