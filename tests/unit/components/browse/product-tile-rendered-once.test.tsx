import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ProductTile } from '../../../../app/components/product-tile/product-tile.tsx'
import { productTileModelsOf } from '../../../../app/components/product-tile/product-tile-model.ts'
import { InShop } from './render.tsx'

// Every render to markup is counted: the page's own, and a tile's rendered apart.
const renders = vi.hoisted(() => ({ count: 0 }))
vi.mock('react-dom/server', async (original) => {
  const server = await original<typeof import('react-dom/server')>()
  return { ...server, renderToString: (...args: Parameters<typeof server.renderToString>) => (renders.count++, server.renderToString(...args)) }
})

const tileOf = (price: number) => {
  const [tile] = productTileModelsOf([{ id: '7', title: 'Heating pad HK 25', url: '/global/p/7/', picture_url_main: '/images/products/7/1.png', price, stockStatus: 'in-stock' }], 'EUR')
  if (!tile) throw new Error('the tile is read')
  return tile
}

// As the server renders a page: with the markers the browser's hydration reads.
const page = (price: number, priority = false) =>
  renderToString(
    <InShop>
      <ProductTile product={tileOf(price)} onToggleFavourite={() => {}} priority={priority} />
    </InShop>,
  )

describe('a product tile on the server', () => {
  it('is rendered once per edition and props, and written into every page that shows the same tile', () => {
    renders.count = 0
    const first = page(39.9)
    expect(renders.count).toBe(2)
    expect(first).toMatch(/^<article class="product-tile" aria-labelledby="product-tile-7"><div class="product-tile__media"><img/)
    expect(first).toContain('39,90\u00a0€')
    // Another reply's model of the same product and price: the markup of the first.
    expect(page(39.9)).toBe(first)
    expect(renders.count).toBe(3)
  })

  it('is rendered anew when what it shows changed, such as its price', () => {
    renders.count = 0
    expect(page(34.9)).toContain('34,90\u00a0€')
    expect(renders.count).toBe(2)
  })

  it('keeps the preload of a first-row tile’s image, which React writes into the page’s head, by rendering it in the page', () => {
    expect(page(39.9, true)).toMatch(/^<link rel="preload" as="image" imageSrcSet="[^"]+products\/7\/1\.png/)
    expect(page(39.9)).not.toContain('<link')
  })
})
