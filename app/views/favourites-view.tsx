import { useEffect, useState } from 'react'
import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { useShop } from '../components/content/shop-context.tsx'
import { ProductTile } from '../components/product-tile/product-tile.tsx'
import { productTileModelsOf, type ProductTileModel } from '../components/product-tile/product-tile-model.ts'
import { favouriteProducts } from '../server/favourite-products.ts'
import { useFavourites } from '../state/favourites-selectors.ts'
import { readLastKnownFavouriteTiles, writeLastKnownFavouriteTiles } from '../state/favourites-storage.ts'

/** The server's answer: the tiles, or that the catalogue could not be asked. */
type FavouriteTiles = { items: unknown[] } | { unavailable: true }

/**
 * The favourites page (SPEC §2): the products whose ids the wishlist keeps in browser storage. The list lives
 * in the browser only, so the server renders the heading and the products follow once the tab has resumed.
 */
export function FavouritesView() {
  const favourites = useFavourites()
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const [products, setProducts] = useState<ProductTileModel[] | null>(null)
  const [unavailable, setUnavailable] = useState(false)
  const wanted = favourites.ids.join(',')

  useEffect(() => {
    let current = true
    const ids = wanted ? wanted.split(',') : []
    // During an outage the last tiles this browser saw are shown, with the reason, instead of an empty list.
    const showLastKnown = () => {
      if (!current) return
      setUnavailable(true)
      setProducts(productTileModelsOf(readLastKnownFavouriteTiles()))
    }
    favouriteProducts({ data: { path: `/${entry.value}/`, ids } })
      .then((json) => {
        const tiles = JSON.parse(json) as FavouriteTiles
        if ('unavailable' in tiles) return showLastKnown()
        if (!current) return
        writeLastKnownFavouriteTiles(tiles.items)
        setUnavailable(false)
        setProducts(productTileModelsOf(tiles.items))
      })
      .catch(showLastKnown)
    return () => {
      current = false
    }
  }, [wanted, entry.value])

  // A product removed from the favourites leaves the page at once, without asking the platform again.
  const shown = (products ?? []).filter((product) => favourites.ids.includes(product.id))
  return (
    <div className="favourites-page page-width">
      <h1>{LL.FAVOURITES()}</h1>
      {unavailable ? <p role="status">{LL.FAVOURITES_UNAVAILABLE()}</p> : null}
      {products !== null && !unavailable && shown.length === 0 ? <p>{LL.FAVOURITES_EMPTY()}</p> : null}
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
