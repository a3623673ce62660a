import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type PageEncoding = 'br' | 'gzip'

/** The encoding of a page for a request's `Accept-Encoding`: brotli before gzip, none when neither is named. */
export function pageEncodingOf(accepted: string | null): PageEncoding | undefined {
  if (!accepted) return undefined
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
}

// Brotli at a low quality costs about what gzip does. In one call rather than through a stream, which costs a
// fifth more for a page and hands the work to the thread pool only to wait for it.
const compressors: Record<PageEncoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
}

// zlib hands its output in a buffer of its own memory, never a shared one: a body a Response takes as it is.
type PageBytes = Buffer<ArrayBuffer>

/** The encodings made of each rendered page, kept beside the very bytes the rendered-page cache answers again. */
const encoded = new WeakMap<Buffer, Partial<Record<PageEncoding, PageBytes>>>()

/**
 * A rendered page compressed in one piece: it is rendered to one string (app/server.ts), so a stream would only
 * add its own cost per chunk. A page answered again from the rendered-page cache is answered with the bytes
 * compressed the first time.
 */
export function compressedPageOf(body: Buffer, encoding: PageEncoding): PageBytes {
  let encodings = encoded.get(body)
  if (!encodings) encoded.set(body, (encodings = {}))
  return (encodings[encoding] ??= compressors[encoding](body) as PageBytes)
}
