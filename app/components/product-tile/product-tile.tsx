import { memo } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { useMarkupRenderedOnce } from '../content/markup-rendered-once.tsx'
import { imagePathOf, useShop } from '../content/shop-context.tsx'
import { BadgeList } from './badge-list.tsx'
import { ProductPrice } from './product-price.tsx'
import { isSoldOut, type ProductTileModel } from './product-tile-model.ts'

export interface ProductTileProps {
  product: ProductTileModel
  isFavourite?: boolean
  onToggleFavourite?: (productId: string) => void
  /** Present where tiles can be compared (listings); absent for recommendations. */
  onToggleCompare?: (productId: string) => void
  /** The tile is among the products compared. */
  compared?: boolean
  /** As many products are compared as can be: the others cannot be chosen. */
  compareFull?: boolean
  /** Tiles in the first row load their image at once; the rest lazily. */
  priority?: boolean
}

const TILE_IMAGE = { width: 320, height: 320, sizes: '(max-width: 991px) 50vw, 320px' }

/**
 * One product in a listing, search result or slider: image, title, price, badges, availability. A listing renders
 * again whenever the shopper's state around it changes (the favourites resumed, one product compared); a tile whose
 * own props stayed the same is not rendered again, so that costs the browser a few tiles, not the whole grid.
 * The server renders a tile once per edition and props and writes that markup into every page that shows it
 * (markup-rendered-once.tsx), except a first-row tile: React preloads its image from the page's head.
 */
export const ProductTile = memo(function ProductTile(props: ProductTileProps) {
  const { product, isFavourite = false, onToggleFavourite, onToggleCompare, compared = false, compareFull = false, priority = false } = props
  const content = <ProductTileContent {...props} />
  const once = priority ? undefined : { inputs: [product, isFavourite, Boolean(onToggleFavourite), Boolean(onToggleCompare), compared, compareFull] }
  const markup = useMarkupRenderedOnce(once, content)
  return markup === null ? (
    <article className="product-tile" aria-labelledby={`product-tile-${product.id}`}>
      {content}
    </article>
  ) : (
    <article className="product-tile" aria-labelledby={`product-tile-${product.id}`} dangerouslySetInnerHTML={{ __html: markup }} />
  )
})

function ProductTileContent({ product, isFavourite = false, onToggleFavourite, onToggleCompare, compared = false, compareFull = false, priority = false }: ProductTileProps) {
  const { LL } = useI18nContext()
  const { imageHost } = useShop()
  const soldOut = isSoldOut(product)
  return (
    <>
      <div className="product-tile__media">
        {product.image ? (
          <ResponsiveImage imageHost={imageHost} path={imagePathOf(product.image)} alt="" {...TILE_IMAGE} priority={priority} className="product-tile__image" />
        ) : (
          <div className="product-tile__image product-tile__image--empty" />
        )}
        <BadgeList badges={product.badges} />
      </div>
      <h3 className="product-tile__title" id={`product-tile-${product.id}`}>
        <ContentLink href={product.href} className="product-tile__link">
          {product.title}
        </ContentLink>
      </h3>
      {product.manufacturer && <p className="product-tile__manufacturer">{product.manufacturer}</p>}
      <ProductPrice price={product.price} strikethroughPrice={product.strikethroughPrice} recyclingFee={product.recyclingFee} />
      {soldOut && <p className="product-tile__sold-out">{LL.SOLD_OUT()}</p>}
      <div className="product-tile__actions">
        {onToggleFavourite && (
          <button
            type="button"
            className="product-tile__favourite"
            aria-pressed={isFavourite}
            onClick={() => onToggleFavourite(product.id)}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11z" fill={isFavourite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="visually-hidden">
              {isFavourite ? LL.REMOVE_FROM_FAVOURITES() : LL.ADD_TO_FAVOURITES()}: {product.title}
            </span>
          </button>
        )}
        {onToggleCompare && (
          <label className="product-tile__compare">
            <input type="checkbox" checked={compared} disabled={compareFull && !compared} onChange={() => onToggleCompare(product.id)} />
            {LL.COMPARE()}
            <span className="visually-hidden"> {product.title}</span>
          </label>
        )}
      </div>
    </>
  )
}
