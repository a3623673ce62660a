/** The largest request body any endpoint reads: far above a storefront document or form, far below harm. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * How much of a body over the limit is still read, and dropped, before the 413 is answered. A client that sends
 * its whole body before it reads the answer (most do) would otherwise find the connection closed under its upload
 * and report a reset instead of the 413. Beyond this the connection is closed regardless.
 */
const DRAINED_BYTES = 8 * MAX_BODY_BYTES

/**
 * The request with its body read into memory, or `undefined` when the body is larger than `MAX_BODY_BYTES`
 * (declared or streamed), so no handler ever buffers an unbounded body. The rest of a body over the limit is read
 * without being kept, up to `DRAINED_BYTES`: srvx's own `limitRequestBody` cancels the body at the limit, which
 * leaves such a client with a reset instead of the 413.
 */
export async function readBoundedBody(request: Request): Promise<Request | undefined> {
  if (!request.body) return request
  const reader = request.body.getReader()
  const declared = Number(request.headers.get('content-length') ?? 0)
  const chunks: Uint8Array[] = []
  let read = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      read += value.byteLength
      if (read > DRAINED_BYTES) break
      if (read <= MAX_BODY_BYTES && declared <= MAX_BODY_BYTES) chunks.push(value)
    }
  } catch {
    // The client went away or sent a broken body: nothing a handler could read.
    return undefined
  }
  if (read > MAX_BODY_BYTES || declared > MAX_BODY_BYTES) {
    await reader.cancel().catch(() => {})
    return undefined
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks), signal: request.signal })
}
