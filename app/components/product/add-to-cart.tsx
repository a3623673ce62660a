import type { CheckoutLine, LineInput } from '../../../domain/types.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { trackingItem, type TrackingItem } from '../../../services/analytics.ts'
import { lineAttributes } from '../cart/line-attributes.ts'
import type { ProductModel, VariantModel } from './product-model.ts'

export interface ProductLine {
  line: LineInput
  /** How the line looks in the cart until the platform answers. */
  preview: CheckoutLine
  tracking: TrackingItem
}

/** The cart line for a variant of a product, with the custom attributes of SPEC §3 and its tracking item. */
export function productLine(product: ProductModel, variant: VariantModel, quantity: number, affiliation: string): ProductLine {
  // Only a buyable variant, which has a price, is put into the cart; an unknown currency is written without one, not in the page's.
  const price = variant.price ?? product.price ?? { amount: 0, currencyCode: '' }
  const tracking = trackingItem(
    { id: product.id, title: product.title, price: price.amount, currency: price.currencyCode, categories: product.category ? [product.category] : [], variant: variant.title || undefined },
    quantity,
    affiliation,
  )
  const customAttributes = lineAttributes({
    url: product.url,
    title: product.title,
    productId: product.id,
    strikethroughPrice: (variant.strikethroughPrice ?? product.strikethroughPrice)?.amount ?? null,
    trackingProduct: JSON.stringify(tracking),
    recyclingClass: product.recyclingClass,
    recyclingPrice: product.recyclingPrice?.amount ?? null,
    purchaseLimit: product.purchaseLimit,
  })
  return {
    line: { variantId: variant.variantId, quantity, customAttributes },
    preview: {
      id: `pending-${variant.variantId}`,
      variantId: variant.variantId,
      productId: product.id,
      title: product.title,
      quantity,
      // The content platform's price in its currency stands in until the platform prices the line.
      price,
      imageUrl: variant.image ?? product.images[0] ?? null,
      ...(variant.size ? { size: variant.size } : {}),
      ...colourOf(product, variant),
      customAttributes,
    },
    tracking,
  }
}

/** A colour variant's colour as the product's colour choice names it in the page's language. */
function colourOf(product: ProductModel, variant: VariantModel): { colour?: string } {
  if (!variant.colour) return {}
  return { colour: product.colours.find((colour) => colour.variantId === variant.variantId)?.title || variant.title || variant.colour }
}

export interface AddToCartButtonProps {
  /** Feedback after the click: 'Added to cart' is announced in a live region. */
  added: boolean
  disabled?: boolean
  /** The id of the text that says why the button is disabled (the purchase limit reached). */
  describedBy?: string
  label?: string
  onAdd: () => void
}

/** Add to cart with 'Added to cart' feedback (SPEC §8 successes). */
export function AddToCartButton({ added, disabled = false, describedBy, label, onAdd }: AddToCartButtonProps) {
  const { LL } = useI18nContext()
  return (
    <div className="add-to-cart">
      <button type="button" className="button add-to-cart__button" disabled={disabled} aria-describedby={describedBy} onClick={onAdd}>
        {label ?? LL.ADD_TO_CART()}
      </button>
      <p className="add-to-cart__feedback" role="status">
        {added ? LL.ADDED_TO_CART() : ''}
      </p>
    </div>
  )
}
