import { useMemo, useRef } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { Json } from '../../../domain/json-readers.ts'
import { useShop } from '../content/shop-context.tsx'
import { ProductTile } from '../product-tile/product-tile.tsx'
import { productTileModelsOf } from '../product-tile/product-tile-model.ts'
import { scrollMotion } from '../../state/scroll-motion.ts'

export interface ProductCarouselProps {
  heading: string
  headingLevel?: 'h2' | 'h3'
  products: Json[]
  /** Makes the carousel a page section of its own, a region named by its heading. */
  id?: string
}

/** A row of product tiles that scrolls sideways, with previous/next buttons (recommendations, accessories). */
export function ProductCarousel({ heading, headingLevel = 'h3', products, id }: ProductCarouselProps) {
  const { LL } = useI18nContext()
  const { currency } = useShop()
  const track = useRef<HTMLUListElement>(null)
  // The same models while the products stay the same: the tiles (memoized) are not rendered again with the page.
  const tiles = useMemo(() => productTileModelsOf(products, currency), [products, currency])
  if (tiles.length === 0) return null
  const Heading = headingLevel
  const Wrapper = id ? 'section' : 'div'
  const headingId = id ? `${id}-heading` : undefined
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: scrollMotion() })
  return (
    <Wrapper id={id} className="product-carousel" aria-labelledby={headingId}>
      <div className="product-carousel__header">
        <Heading id={headingId} className="product-carousel__heading">
          {heading}
        </Heading>
        <div className="product-carousel__controls">
          <button type="button" className="product-carousel__button" onClick={() => scroll(-1)} aria-label={`${LL.CAROUSEL_PREVIOUS()}: ${heading}`}>
            ‹
          </button>
          <button type="button" className="product-carousel__button" onClick={() => scroll(1)} aria-label={`${LL.CAROUSEL_NEXT()}: ${heading}`}>
            ›
          </button>
        </div>
      </div>
      <ul ref={track} className="product-carousel__track">
        {tiles.map((tile) => (
          <li key={tile.id} className="product-carousel__item">
            <ProductTile product={tile} />
          </li>
        ))}
      </ul>
    </Wrapper>
  )
}
