import { limitBodyStream } from 'srvx/body-limit'

/** The largest request body any endpoint reads: far above a storefront document or form, far below harm. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * The request with its body read into memory, or `undefined` when the body is larger than `MAX_BODY_BYTES`
 * (declared or streamed), so no handler ever buffers an unbounded body.
 */
export async function readBoundedBody(request: Request): Promise<Request | undefined> {
  if (!request.body) return request
  const declared = Number(request.headers.get('content-length') ?? 0)
  // Not read, not cancelled: the server discards the rest, so the client still reads the 413 on its connection.
  if (declared > MAX_BODY_BYTES) return undefined
  let bytes: ArrayBuffer
  try {
    bytes = await new Response(limitBodyStream(request.body, MAX_BODY_BYTES)).arrayBuffer()
  } catch {
    return undefined
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: bytes, signal: request.signal })
}
