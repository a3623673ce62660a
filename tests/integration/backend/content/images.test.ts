import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentBackend, type ContentBackend } from '../../../support/content-backend.ts'

describe('content platform: image host', () => {
  let backend: ContentBackend
  beforeAll(async () => {
    backend = await startContentBackend()
  })
  afterAll(() => backend.stop({ removeData: true }))

  const image = (path: string, accept = 'image/avif,image/webp,*/*') => fetch(`${backend.url}/images/${path}`, { headers: { accept } })

  it('resizes a product image to AVIF when the browser accepts it (fm=auto)', async () => {
    const response = await image('products/1045/1.png?w=400&h=300&crop=fill&q=60')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toBe('Accept')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.format).toBe('heif')
    expect([meta.width, meta.height]).toEqual([400, 300])
  })

  it('resizes to WebP when only WebP is accepted, with the pixel ratio applied', async () => {
    const response = await image('products/1045/2.png?w=200&dpr=2', 'image/webp,*/*')
    expect(response.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(400)
  })

  it('honours an explicit format, crop and gravity', async () => {
    const response = await image('categories/massage.png?w=300&h=300&crop=fill&gravity=north&fm=jpeg', 'image/avif')
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300])
    const png = await image('products/1153/blue.png?w=120&fm=png')
    expect(png.headers.get('content-type')).toBe('image/png')
  })

  it('serves the same new image to many browsers asking for it at once', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => image('products/1150/2.png?w=123&h=123&fm=webp')))
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200))
  })

  it('serves a repeated request from the disk cache', async () => {
    const first = await image('content/hero.png?w=640&fm=webp')
    const second = await image('content/hero.png?w=640&fm=webp')
    expect(first.headers.get('x-image-cache')).toBe('miss')
    expect(second.headers.get('x-image-cache')).toBe('hit')
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true)
  })

  it('serves every image the content refers to: categories, manufacturers, icons, logo, blog', async () => {
    for (const path of ['categories/beauty.png', 'manufacturers/nordwind.png', 'icons/payment-visa.png', 'icons/social-instagram.png', 'content/logo.svg', 'blog/fieber-bei-kindern.png', 'content/campaign.png']) {
      expect((await image(`${path}?w=100`)).status, path).toBe(200)
    }
  })

  it('answers 404 for an unknown image and 400 for a bad transformation', async () => {
    expect((await image('products/999999/1.png')).status).toBe(404)
    expect((await image('../secret.png')).status).toBe(404)
    expect((await image('products/1045/1.png?w=0')).status).toBe(400)
    expect((await image('products/1045/1.png?fm=gif')).status).toBe(400)
  })

  it('serves the product files linked from detail pages as PDF', async () => {
    const response = await fetch(`${backend.url}/files/1045/instructions-de.pdf`)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
  })
})
