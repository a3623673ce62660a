import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { compressedCopies, precompressedAssets } from '../../../build/precompressed-assets.ts'

const script = 'export const greeting = "Willkommen im Shop";\n'.repeat(100)

type Hook = (this: unknown, ...args: unknown[]) => unknown
const writeBundle = (plugin: Plugin) => plugin.writeBundle as unknown as Hook

/** The files the plugin writes beside a build of `bundle`, into an output directory with its assets folder. */
async function writtenBy(environment: string, bundle: Record<string, unknown>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'precompressed-'))
  await mkdir(path.join(dir, 'assets'))
  try {
    await writeBundle(precompressedAssets()).call({ environment: { name: environment } }, { dir }, bundle)
    const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    return Object.fromEntries(await Promise.all(files.map(async (entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), await readFile(path.join(entry.parentPath, entry.name))] as const)))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

describe('precompressed assets', () => {
  it('gives a text asset a brotli and a gzip copy beside it that unpack to the same bytes', () => {
    const copies = compressedCopies('assets/index-abc.js', script)
    expect(copies.map((copy) => copy.fileName)).toEqual(['assets/index-abc.js.br', 'assets/index-abc.js.gz'])
    expect(brotliDecompressSync(copies[0]!.source).toString()).toBe(script)
    expect(gunzipSync(copies[1]!.source).toString()).toBe(script)
    expect(copies[0]!.source.byteLength).toBeLessThan(copies[1]!.source.byteLength)
  })

  it('leaves images, fonts and files too small to gain alone', () => {
    expect(compressedCopies('assets/font-abc.woff2', new Uint8Array(4096))).toEqual([])
    expect(compressedCopies('assets/logo-abc.png', new Uint8Array(4096))).toEqual([])
    expect(compressedCopies('assets/tiny-abc.js', 'export {}')).toEqual([])
  })

  it('compresses the browser build’s chunks and assets as written, and nothing of the server build', async () => {
    const bundle = {
      'assets/index-abc.js': { type: 'chunk', fileName: 'assets/index-abc.js', code: script },
      'assets/dictionary-de-abc.json': { type: 'asset', fileName: 'assets/dictionary-de-abc.json', source: JSON.stringify({ text: script }) },
      'assets/font-abc.woff2': { type: 'asset', fileName: 'assets/font-abc.woff2', source: new Uint8Array(4096) },
    }
    const written = await writtenBy('client', bundle)
    expect(Object.keys(written).sort()).toEqual(['assets/dictionary-de-abc.json.br', 'assets/dictionary-de-abc.json.gz', 'assets/index-abc.js.br', 'assets/index-abc.js.gz'])
    expect(brotliDecompressSync(written['assets/index-abc.js.br']!).toString()).toBe(script)
    expect(await writtenBy('ssr', bundle)).toEqual({})
  })
})
