import type { FavouriteProps } from '../content/favourite-props.ts'
import { ProductTile } from '../product-tile/product-tile.tsx'
import type { ProductTileModel } from '../product-tile/product-tile-model.ts'
import { COMPARE_MAX } from './comparison.ts'

interface ProductGridProps {
  products: readonly ProductTileModel[]
  favourites?: FavouriteProps
  compared: readonly string[]
  onToggleCompare: (productId: string) => void
  /** Tiles in the first row above the fold load their image at once. */
  eagerCount?: number
}

export function ProductGrid({ products, favourites, compared, onToggleCompare, eagerCount = 4 }: ProductGridProps) {
  const full = compared.length >= COMPARE_MAX
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile
            product={product}
            priority={index < eagerCount}
            isFavourite={favourites?.ids.includes(product.id)}
            onToggleFavourite={favourites?.onToggle}
            compare={{ selected: compared.includes(product.id), disabled: full, onToggle: onToggleCompare }}
          />
        </li>
      ))}
    </ul>
  )
}
