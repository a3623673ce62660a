import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|json|svg)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

/** A file's brotli (best quality) and gzip (level 9) copies, as the server looks for them beside it. */
export function compressedCopies(fileName: string, source: string | Uint8Array): Array<{ fileName: string; source: Uint8Array }> {
  const bytes = typeof source === 'string' ? Buffer.from(source) : source
  if (!COMPRESSIBLE.test(fileName) || bytes.byteLength < MIN_BYTES) return []
  return [
    { fileName: `${fileName}.br`, source: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }) },
    { fileName: `${fileName}.gz`, source: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }) },
  ]
}

/**
 * The browser build writes a brotli and a gzip copy beside each text asset, compressed once at the best
 * quality: the server answers with them (scripts/serve-shop.mjs) instead of compressing every response at the
 * low quality it can afford per request, so a first visit downloads about a seventh less. The copies are made
 * of the files as written, after every plugin (Vite's preload helper among them) has finished the chunks.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'shop:precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      const copies = Object.values(bundle).flatMap((file) => compressedCopies(file.fileName, file.type === 'chunk' ? file.code : file.source))
      await Promise.all(copies.map((copy) => writeFile(path.join(options.dir!, copy.fileName), copy.source)))
    },
  }
}
