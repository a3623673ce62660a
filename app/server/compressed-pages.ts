import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type PageEncoding = 'br' | 'gzip'

/** The encoding of a page for a request's `Accept-Encoding`: brotli before gzip, none when neither is named. */
export function pageEncodingOf(accepted: string | null): PageEncoding | undefined {
  if (!accepted) return undefined
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
}

// In one call rather than through a stream, which costs a fifth more for a page and hands the work to the thread
// pool only to wait for it. Two levels of each: a page answered once (most of a catalogue's long tail) is compressed
// at the fastest level, a quarter of the CPU for about an eighth more bytes; a page answered again is compressed
// well once and kept. Brotli at quality 4 costs about what gzip at 6 does.
type Level = 'fast' | 'kept'
const compressors: Record<PageEncoding, Record<Level, (body: Buffer) => Buffer>> = {
  br: {
    fast: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    kept: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  },
  gzip: {
    fast: (body) => gzipSync(body, { level: 1 }),
    kept: (body) => gzipSync(body, { level: 6 }),
  },
}

// zlib hands its output in a buffer of its own memory, never a shared one: a body a Response takes as it is.
type PageBytes = Buffer<ArrayBuffer>

/** The encodings made of each rendered page, kept beside the very bytes the rendered-page cache answers again. */
const encoded = new WeakMap<Buffer, Partial<Record<PageEncoding, { level: Level; bytes: PageBytes }>>>()

/**
 * A rendered page compressed in one piece: it is rendered to one string (app/server.ts), so a stream would only
 * add its own cost per chunk. The first answer of a page is compressed fast; the same rendered bytes answered again
 * (the rendered-page cache) are compressed well the second time and answered with those bytes from then on.
 */
export function compressedPageOf(body: Buffer, encoding: PageEncoding): PageBytes {
  let encodings = encoded.get(body)
  if (!encodings) encoded.set(body, (encodings = {}))
  const made = encodings[encoding]
  if (made?.level === 'kept') return made.bytes
  const level: Level = made ? 'kept' : 'fast'
  const bytes = compressors[encoding][level](body) as PageBytes
  encodings[encoding] = { level, bytes }
  if (level === 'kept') compressedWell.add(bytes)
  return bytes
}

const compressedWell = new WeakSet<Buffer>()

/** Bytes a page is answered with from now on: uncompressed, or compressed well (a page answered again). */
export const isFinalEncoding = (bytes: Buffer, encoding: PageEncoding | undefined): boolean => !encoding || compressedWell.has(bytes)
