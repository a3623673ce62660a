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
  /**
   * How many tiles a mobile or tablet page shows (SPEC §9: 30 per page). Tiles past it were loaded for a desktop
   * page and are hidden by the stylesheet on small screens, so a page rendered for the wrong layout never jumps.
   */
  mobileCount?: number
}

export function ProductGrid({ products, favourites, compared, onToggleCompare, eagerCount = 4, mobileCount = Infinity }: ProductGridProps) {
  const full = compared.length >= COMPARE_MAX
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id} className={index >= mobileCount ? 'product-grid__beyond-mobile-page' : undefined}>
          <ProductTile
            product={product}
            priority={index < eagerCount}
            isFavourite={favourites?.ids.includes(product.id)}
            onToggleFavourite={favourites?.onToggle}
            compared={compared.includes(product.id)}
            compareFull={full}
            onToggleCompare={onToggleCompare}
          />
        </li>
      ))}
    </ul>
  )
}
