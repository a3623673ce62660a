import http from 'node:http'
import https from 'node:https'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import type { Readable } from 'node:stream'
import type { Fetch } from '../../services/http.ts'

/**
 * The server's calls to the platforms, on Node's own HTTP client with kept-alive connections. The global `fetch`
 * builds a web Request, a web stream for each body and a clone of the request on every call: on a page nobody
 * asked for a moment ago, whose content takes two or three calls, that was about a tenth of the server's work.
 * Only what `exchange` reads is given back: status, status text and the body's text.
 */
const clients: Record<string, { request: typeof http.request; agent: http.Agent } | undefined> = {
  'http:': { request: http.request, agent: new http.Agent({ keepAlive: true, maxSockets: 128 }) },
  'https:': { request: https.request, agent: new https.Agent({ keepAlive: true, maxSockets: 128 }) },
}

const decoders: Record<string, () => NodeJS.ReadWriteStream> = { gzip: createGunzip, br: createBrotliDecompress, deflate: createInflate }

function headersOf(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {}
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(new Headers(headers))
  return { ...headers }
}

function bodyText(response: http.IncomingMessage): Promise<string> {
  const decoder = decoders[String(response.headers['content-encoding'] ?? '').trim().toLowerCase()]
  const stream: Readable = decoder ? (response.pipe(decoder()) as unknown as Readable) : response
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    stream.on('error', reject)
    response.on('error', reject)
  })
}

/** One call; `timeoutMs` bounds the whole of it, reply and body, beside the caller's own signal. */
export function serverFetch(timeoutMs: number): Fetch {
  return (url, init) => {
    const target = new URL(url)
    const client = clients[target.protocol]
    if (!client) return Promise.reject(new TypeError(`Only http and https addresses can be called, not ${target.protocol}`))
    const body = init.body
    if (body !== undefined && body !== null && typeof body !== 'string') return Promise.reject(new TypeError('A call sends its body as text'))
    return new Promise((resolve, reject) => {
      let request: http.ClientRequest
      const timer = setTimeout(() => request.destroy(new DOMException(`No reply within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs)
      const fail = (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      }
      const send = (again: boolean) => {
        request = client.request(target, {
          method: init.method ?? 'GET',
          headers: { 'accept-encoding': 'gzip, br', ...headersOf(init.headers), ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
          agent: client.agent,
          signal: init.signal ?? undefined,
        })
        const sent = request
        sent.on('error', (error: NodeJS.ErrnoException) => {
          // A kept-alive connection the other side closed as this call took it: the call never reached the service,
          // so it is made once more on a new connection (Node's own advice for kept-alive agents).
          if (!again && sent.reusedSocket && error.code === 'ECONNRESET') send(true)
          else fail(error)
        })
        sent.on('response', (response) => {
          const status = response.statusCode ?? 0
          bodyText(response).then((text) => {
            clearTimeout(timer)
            resolve({ status, statusText: response.statusMessage ?? '', ok: status >= 200 && status < 300, text: () => Promise.resolve(text) })
          }, fail)
        })
        sent.end(body ?? undefined)
      }
      send(false)
    })
  }
}
