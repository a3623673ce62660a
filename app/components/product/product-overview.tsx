import { useEffect, useId, useState } from 'react'
import { STORES, type StoreCode } from '../../../app.config.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { trackAddToCart, trackExperiment, trackProductView } from '../../../services/analytics.ts'
import { rememberExperiments } from '../../state/experiment-cookie.ts'
import { RootActor } from '../../state/root-actor.tsx'
import { CartError } from '../cart/cart-error.tsx'
import { useCatalogueMode, useCheckoutView } from '../cart/cart-source.ts'
import { useCartRefusal } from '../cart/cart-refusal.ts'
import { isAtPurchaseLimit } from '../cart/purchase-room.ts'
import { useShownLines } from '../cart/shown-lines.ts'
import { vatTextKey } from '../cart/vat-text.ts'
import { useShop } from '../content/shop-context.tsx'
import { AddToCartButton, productLine } from './add-to-cart.tsx'
import { useAddedToCart } from './added-to-cart.ts'
import { Availability } from './availability.tsx'
import { BackInStock } from './back-in-stock.tsx'
import { ProductBadges } from './badges.tsx'
import { ColourVariants } from './colour-variants.tsx'
import { Gallery } from './gallery.tsx'
import { ProductDetailPrice } from './product-price.tsx'
import { isBuyable, type ProductModel } from './product-model.ts'
import { showsRecommendedRetailPrice } from './rrp.ts'
import { SizeSelector } from './size-selector.tsx'

/** Without sizes, the first colour (or the only variant) is chosen; with sizes the shopper chooses. */
function initialVariant(product: ProductModel): string | null {
  if (product.sizes.length > 0) return null
  return product.colours[0]?.variantId ?? product.variants[0]?.variantId ?? null
}

/**
 * The overview of a product (SPEC §2): gallery, title, article number, badges, price with strikethrough and
 * RRP, availability, sizes ('Choose a size'), colours, purchase limit, add to cart or back-in-stock.
 */
export function ProductOverview({ product }: { product: ProductModel }) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const checkoutView = useCheckoutView()
  const cart = useCartRefusal(checkoutView)
  const { lines } = useShownLines(checkoutView)
  const limitId = useId()
  const root = RootActor.useActorRef()
  const catalogueMode = useCatalogueMode()
  const [selected, setSelected] = useState<string | null>(() => initialVariant(product))
  const [sizeRequired, setSizeRequired] = useState(false)
  const [added, setAdded] = useAddedToCart(cart)
  const variant = product.variants.find((candidate) => candidate.variantId === selected) ?? null
  const shown = variant ?? product.variants[0]!
  const store = STORES[entry.storeCode as StoreCode]
  const affiliation = store ? `${store.code}` : entry.storeCode

  useEffect(() => {
    trackProductView(productLine(product, shown, 1, affiliation).tracking)
    // A product that carries experiments shows the visitor its variations: kept in the experiment cookie and
    // reported as an A/B test event each (SPEC §7, §9).
    if (product.experiments.length > 0) rememberExperiments(product.experiments)
    for (const { experiment, variation } of product.experiments) trackExperiment(experiment, variation)
    // One product view per product shown, not per variant choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id])

  const select = (variantId: string) => {
    setSelected(variantId)
    setSizeRequired(false)
    setAdded(false)
  }
  const add = () => {
    if (!variant) {
      setSizeRequired(true)
      return
    }
    const line = productLine(product, variant, 1, affiliation)
    // Straight to the root actor, which journals the addition and hands it to the checkout (README, a line into the cart).
    root.send({ type: 'cart.add-item', lines: [line.line], preview: [line.preview] })
    trackAddToCart([line.tracking])
    setAdded(true)
  }
  const buyable = variant ? isBuyable(variant) : product.variants.some(isBuyable)
  // The platform takes no more of a product, all its variants together, than the purchase limit per household (SPEC §9):
  // at it, adding more is not offered.
  const atLimit = isAtPurchaseLimit(product, lines)
  const price = shown.price ?? product.price
  const rrp = showsRecommendedRetailPrice(product.recommendedRetailPrice?.amount ?? null, product.priceHistory) ? product.recommendedRetailPrice : null

  return (
    <section id="overview" className="product-overview" aria-labelledby="product-title">
      <Gallery images={variant?.image && product.colours.length > 0 ? [variant.image, ...product.images.slice(1)] : product.images} title={product.title} />
      <div className="product-overview__buy">
        <ProductBadges badges={product.badges} />
        <h1 id="product-title" className="product-overview__title">
          {product.title}
        </h1>
        <p className="product-overview__article-number">
          {LL.ARTICLE_NUMBER()}: {product.articleNumber}
        </p>
        <ProductDetailPrice
          price={price}
          strikethroughPrice={shown.strikethroughPrice ?? product.strikethroughPrice}
          recommendedRetailPrice={rrp}
          recyclingPrice={product.recyclingPrice}
          vatText={LL[vatTextKey(entry.storeCode as StoreCode)]()}
        />
        <Availability stock={variant?.stock ?? product.stock} />
        {product.colours.length > 0 ? <ColourVariants colours={product.colours} selected={selected} onSelect={select} /> : null}
        {product.sizes.length > 0 ? <SizeSelector sizes={product.sizes} selected={selected} showRequired={sizeRequired} onSelect={select} /> : null}
        {product.purchaseLimit ? (
          <p id={limitId} className="product-overview__limit">
            {LL.PURCHASE_LIMIT({ n: product.purchaseLimit })}
          </p>
        ) : null}
        {catalogueMode ? null : buyable ? (
          <AddToCartButton added={added} disabled={atLimit} describedBy={atLimit ? limitId : undefined} onAdd={add} />
        ) : (
          <BackInStock key={shown.variantId} productTitle={product.title} variantId={shown.variantId} />
        )}
        <CartError error={cart.error} onDismiss={cart.dismissError} />
        {product.description ? <p className="product-overview__description">{product.description}</p> : null}
      </div>
    </section>
  )
}
