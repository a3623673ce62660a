import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressedPageOf, isFinalEncoding, pageEncodingOf } from '../../../app/server/compressed-pages.ts'

const page = () => Buffer.from(`<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, index) => `<article><h3>Produkt ${index}</h3><p>${'Blutdruck '.repeat(index % 7)}</p></article>`).join('')}</body></html>`)

describe('pages are compressed once per rendered page', () => {
  for (const [encoding, decompress] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
    it(`a page answered once is ${encoding}-compressed fast, the same page answered again well, and kept so`, () => {
      const body = page()
      const first = compressedPageOf(body, encoding)
      const second = compressedPageOf(body, encoding)
      const third = compressedPageOf(body, encoding)
      for (const bytes of [first, second, third]) expect(decompress(bytes).equals(body)).toBe(true)
      expect(second.byteLength).toBeLessThan(first.byteLength)
      expect(third).toBe(second)
      expect(isFinalEncoding(first, encoding)).toBe(false)
      expect(isFinalEncoding(second, encoding)).toBe(true)
    })
  }

  it('answers an uncompressed page with its final bytes from the first answer', () => {
    expect(isFinalEncoding(page(), undefined)).toBe(true)
  })

  it('chooses brotli before gzip, and none when the browser names neither', () => {
    expect(pageEncodingOf('gzip, deflate, br')).toBe('br')
    expect(pageEncodingOf('gzip')).toBe('gzip')
    expect(pageEncodingOf('identity')).toBeUndefined()
    expect(pageEncodingOf(null)).toBeUndefined()
  })
})
