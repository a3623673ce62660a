import { useId, useState } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { trackAddToCart } from '../../../services/analytics.ts'
import { CartError } from '../cart/cart-error.tsx'
import { useCatalogueMode, useCheckoutView } from '../cart/cart-source.ts'
import { useCartRefusal } from '../cart/cart-refusal.ts'
import { useShownLines } from '../cart/shown-lines.ts'
import { RootActor } from '../../state/root-actor.tsx'
import { useShop } from '../content/shop-context.tsx'
import { AddToCartButton, productLine } from './add-to-cart.tsx'
import { useAddedToCart } from './added-to-cart.ts'
import { Availability } from './availability.tsx'
import { chooseBundle, hasBuyableVariant } from './bundle-choice.ts'
import type { Bundle } from './bundle-model.ts'
import { isBuyable, type ProductModel } from './product-model.ts'
import { SizeSelector } from './size-selector.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { useMoney } from '../use-money.ts'

const firstBuyable = (product: ProductModel) => product.variants.find(isBuyable) ?? null

/** The variant a chosen product goes into the cart as: the size the shopper chose, or for a product without sizes its first buyable variant. */
const variantOf = (product: ProductModel, size: string | undefined) =>
  product.sizes.length > 0 ? (product.sizes.find((variant) => variant.variantId === size) ?? null) : firstBuyable(product)

/** A size is chosen per slot: a product offered in two slots goes in twice, each in the size chosen in its slot. */
const sizeKey = (slotId: string, productId: string) => `${slotId}:${productId}`

/**
 * The bundle's slots, one product chosen in each (optional slots may stay empty); all chosen products go into the cart
 * together. A product is offered while it can be bought and its purchase limit per household leaves room
 * (`chooseBundle`); a product kept back by its limit says the limit. A pick the confirmed cart leaves no room for
 * (the set took the last, or the cart filled up meanwhile) is let go: a required slot holds its first product
 * offered, an optional one is left empty, and neither takes the pick back by itself once there is room again.
 */
export function BundleSlots({ bundle }: { bundle: Bundle }) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const money = useMoney()
  const checkoutView = useCheckoutView()
  const cart = useCartRefusal(checkoutView)
  const { lines, known } = useShownLines(checkoutView)
  const id = useId()
  const root = RootActor.useActorRef()
  const catalogueMode = useCatalogueMode()
  const [picked, setPicked] = useState<Record<string, string | null>>({})
  const { chosen, limitHeld } = chooseBundle(bundle, picked, lines)
  // Let go only of a pick the confirmed cart has no room for: the shown lines count an addition still on its way,
  // and a pick let go then would be lost if the platform refused it.
  const confirmed = chooseBundle(bundle, picked, known?.lines ?? []).chosen
  const letGo = bundle.slots.filter((slot) => picked[slot.id] != null && picked[slot.id] !== confirmed[slot.id])
  if (letGo.length > 0) setPicked((current) => ({ ...current, ...Object.fromEntries(letGo.map((slot) => [slot.id, null])) }))
  const [sizes, setSizes] = useState<Record<string, string>>({})
  const [sizeRequired, setSizeRequired] = useState(false)
  const [added, setAdded] = useAddedToCart(cart)
  const chosenProducts = bundle.slots.flatMap((slot) => slot.products.filter((product) => product.id === chosen[slot.id]).map((product) => ({ product, size: sizes[sizeKey(slot.id, product.id)] })))
  // A product that comes in sizes goes in only in the size the shopper chose (SPEC §5 'Choose a size').
  const sizeMissing = chosenProducts.some(({ product, size }) => product.sizes.length > 0 && !size)
  const choices = chosenProducts.flatMap(({ product, size }) => {
    const variant = variantOf(product, size)
    return variant && isBuyable(variant) ? [{ product, variant }] : []
  })
  const complete = bundle.slots.every((slot) => !slot.required || Boolean(chosen[slot.id]))
  // A size chosen that is sold out leaves the set incomplete; its size shows 'Soon available again'.
  const soldOutSize = !sizeMissing && choices.length < chosenProducts.length
  const add = () => {
    if (sizeMissing) {
      setSizeRequired(true)
      return
    }
    // The platform gives the bundle's saving to the lines it knows as this bundle's (`_bundle`, a hidden attribute).
    const mark = { key: '_bundle', value: bundle.id }
    const lines = choices.map(({ product, variant }) => {
      const { line, preview, tracking } = productLine(product, variant, 1, entry.storeCode)
      return { line: { ...line, customAttributes: [...line.customAttributes, mark] }, preview: { ...preview, customAttributes: [...preview.customAttributes, mark] }, tracking }
    })
    root.send({ type: 'cart.add-item', lines: lines.map((line) => line.line), preview: lines.map((line) => line.preview) })
    trackAddToCart(lines.map((line) => line.tracking))
    setAdded(true)
  }
  return (
    <section className="bundle" aria-labelledby="bundle-title">
      <h2 id="bundle-title" className="bundle__title">
        {bundle.title}
      </h2>
      {bundle.slots.map((slot) => (
        <fieldset key={slot.id} className="bundle__slot">
          <legend className="bundle__slot-title">
            {slot.title}
            {slot.required ? ' *' : ''}
          </legend>
          <ul className="bundle__products">
            {slot.products.map((product) => {
              // The limit the cart and the set already hold, said beside the product it keeps from being chosen.
              const heldLimit = limitHeld(slot.id, product)
              const limitId = `${id}-${slot.id}-${product.id}-limit`
              return (
                <li key={product.id} className="bundle__product">
                  <label>
                    <input
                      type={slot.required ? 'radio' : 'checkbox'}
                      name={`slot-${slot.id}`}
                      checked={chosen[slot.id] === product.id}
                      disabled={!hasBuyableVariant(product) || heldLimit !== null}
                      aria-describedby={heldLimit !== null ? limitId : undefined}
                      onChange={() => {
                        setAdded(false)
                        setPicked((current) => ({ ...current, [slot.id]: !slot.required && chosen[slot.id] === product.id ? null : product.id }))
                      }}
                    />
                    <span className="bundle__product-title">{product.title}</span>
                    {product.price !== null ? <span className="bundle__product-price">{money(product.price)}</span> : null}
                  </label>
                  <ContentLink href={product.url} className="bundle__product-link">
                    {LL.ARTICLE_NUMBER()}: {product.articleNumber}
                  </ContentLink>
                  <Availability stock={product.stock} />
                  {heldLimit !== null ? (
                    <p id={limitId} className="bundle__product-limit">
                      {LL.PURCHASE_LIMIT({ n: heldLimit })}
                    </p>
                  ) : null}
                  {chosen[slot.id] === product.id && product.sizes.length > 0 ? (
                    <SizeSelector
                      name={`size-${slot.id}-${product.id}`}
                      of={product.title}
                      sizes={product.sizes}
                      selected={sizes[sizeKey(slot.id, product.id)] ?? null}
                      showRequired={sizeRequired && !sizes[sizeKey(slot.id, product.id)]}
                      onSelect={(variantId) => {
                        setAdded(false)
                        setSizes((current) => ({ ...current, [sizeKey(slot.id, product.id)]: variantId }))
                      }}
                    />
                  ) : null}
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
      {catalogueMode ? null : <AddToCartButton added={added} disabled={!complete || chosenProducts.length === 0 || soldOutSize} label={LL.BUNDLE_ADD_TO_CART()} onAdd={add} />}
      <CartError error={cart.error} onDismiss={cart.dismissError} />
    </section>
  )
}
