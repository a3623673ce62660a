import { describe, expect, it } from 'vitest'
import { imageSrcSet, imageUrl } from '../../../services/image-url.ts'

describe('image links', () => {
  it('carry width, height, quality 75 by default and format auto', () => {
    const url = new URL(imageUrl('http://img.test/images', '/products/bm54.png', { width: 320, height: 240 }))
    expect(url.pathname).toBe('/images/products/bm54.png')
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '320', h: '240', q: '75', fm: 'auto' })
  })

  it('carry pixel ratio, crop and gravity when asked', () => {
    const url = new URL(imageUrl('http://img.test/images/', 'a.png', { width: 100, pixelRatio: 2, crop: 'fill', gravity: 'north', format: 'webp', quality: 60 }))
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '100', q: '60', dpr: '2', fm: 'webp', crop: 'fill', gravity: 'north' })
  })

  it('encode a path as a URL parser would, and keep a query the path already has', () => {
    expect(imageUrl('http://img.test/', '/products/1 a/ü%20b.png', { width: 320 })).toBe('http://img.test/products/1%20a/%C3%BC%20b.png?w=320&q=75&fm=auto')
    expect(imageUrl('http://img.test', 'cms/x.png?v=3', { format: 'webp' })).toBe('http://img.test/cms/x.png?v=3&q=75&fm=webp')
  })

  it('keep links that already are absolute, from a configured asset URL', () => {
    expect(imageUrl('http://img.test', 'https://assets.example/logo.svg')).toBe('https://assets.example/logo.svg')
  })

  it('size a full link on the image host itself, such as the commerce platform’s picture of a cart line, like its path', () => {
    expect(imageUrl('http://img.test/images/', 'http://img.test/images/products/1045/1.png', { width: 72 })).toBe('http://img.test/images/products/1045/1.png?w=72&q=75&fm=auto')
  })

  it('offer widths from half the shown width up to twice it for retina screens, keeping the aspect ratio', () => {
    const candidates = imageSrcSet('http://img.test', 'a.png', 300, 4 / 3).split(', ')
    const widths = candidates.map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')))
    // Nothing narrower than half the display width: no layout shows the image that small.
    expect(widths[0]).toBe(160)
    expect(Math.max(...widths)).toBe(600)
    const last = new URL(candidates.at(-1)!.split(' ')[0]!)
    expect(last.searchParams.get('h')).toBe('450')
  })
})
