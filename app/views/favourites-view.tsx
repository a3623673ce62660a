import { useEffect, useState } from 'react'
import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { useShop } from '../components/content/shop-context.tsx'
import { ProductTile } from '../components/product-tile/product-tile.tsx'
import { productTileModelsOf, type ProductTileModel } from '../components/product-tile/product-tile-model.ts'
import { favouriteProducts } from '../server/favourite-products.ts'
import { useFavourites } from '../state/favourites-selectors.ts'

/**
 * The favourites page (SPEC §2): the products whose ids the wishlist keeps in browser storage. The list lives
 * in the browser only, so the server renders the heading and the products follow once the tab has resumed.
 */
export function FavouritesView() {
  const favourites = useFavourites()
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const [products, setProducts] = useState<ProductTileModel[] | null>(null)
  const wanted = favourites.ids.join(',')

  useEffect(() => {
    let current = true
    const ids = wanted ? wanted.split(',') : []
    favouriteProducts({ data: { path: `/${entry.value}/`, ids } })
      .then((json) => current && setProducts(productTileModelsOf(JSON.parse(json))))
      .catch(() => current && setProducts([]))
    return () => {
      current = false
    }
  }, [wanted, entry.value])

  // A product removed from the favourites leaves the page at once, without asking the platform again.
  const shown = (products ?? []).filter((product) => favourites.ids.includes(product.id))
  return (
    <div className="favourites-page page-width">
      <h1>{LL.FAVOURITES()}</h1>
      {products !== null && shown.length === 0 ? <p>{LL.FAVOURITES_EMPTY()}</p> : null}
      <ul className="product-grid" aria-busy={products === null}>
        {shown.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} isFavourite onToggleFavourite={favourites.onToggle} />
          </li>
        ))}
      </ul>
    </div>
  )
}
