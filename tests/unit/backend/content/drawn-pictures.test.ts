import { describe, expect, it } from 'vitest'
import type { Database } from '../../../../backend/db/database.ts'
import { drawSource } from '../../../../backend/images/draw.ts'

// Category and campaign pictures are drawn from their names alone: no query reaches the catalogue.
const noCatalogue = { query: () => Promise.reject(new Error('no catalogue')) } as unknown as Database

describe('drawn pictures: a picture shown in every edition carries no words of one language', () => {
  const categories = ['blood-pressure', 'thermometers', 'scales', 'pain-therapy', 'massage', 'air-climate', 'baby-care', 'beauty']

  it('draws each category its own device, with no text', async () => {
    const pictures = await Promise.all(categories.map((id) => drawSource(noCatalogue, `categories/${id}.png`)))
    for (const [index, picture] of pictures.entries()) {
      expect(picture, categories[index]).toMatch(/^<svg/)
      expect(picture, categories[index]).not.toContain('<text')
    }
    expect(new Set(pictures).size).toBe(categories.length)
  })

  it('draws campaign and magazine pictures without words, and the hero with the brand only', async () => {
    for (const name of ['webedition', 'bundle', 'campaign', 'article']) expect(await drawSource(noCatalogue, `content/${name}.png`), name).not.toContain('<text')
    expect(await drawSource(noCatalogue, 'content/hero.png')).toContain('>Vitacura</text>')
  })

  it('draws nothing for a category it does not know', async () => {
    expect(await drawSource(noCatalogue, 'categories/unknown.png')).toBeUndefined()
  })
})
