import { useMemo } from 'react'
import { ProductTile } from '../product-tile/product-tile.tsx'
import { productTileModelsOf } from '../product-tile/product-tile-model.ts'
import { record, text } from '../../../domain/json-readers.ts'
import type { FavouriteProps } from './favourite-props.ts'
import { useShop } from './shop-context.tsx'

/** A row of product tiles chosen by the editors (sliders, highlights); scrolls sideways on small screens. */
export function ProductSliderElement({ content, favourites }: { content: unknown; favourites?: FavouriteProps }) {
  const data = record(content)
  const { currency } = useShop()
  // The same models while the editors' products stay the same: the tiles (memoized) are not rendered again when
  // the page is, as when the tab resumes its favourites.
  const products = useMemo(() => productTileModelsOf(data.products, currency), [data.products, currency])
  if (products.length === 0) return null
  return (
    <section className="product-slider">
      {text(data.heading) && <h2>{text(data.heading)}</h2>}
      <ul className="product-slider__list">
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} isFavourite={favourites?.ids.includes(product.id)} onToggleFavourite={favourites?.onToggle} />
          </li>
        ))}
      </ul>
    </section>
  )
}
