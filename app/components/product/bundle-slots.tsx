import { useState } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { trackAddToCart } from '../../../services/analytics.ts'
import { CartError } from '../cart/cart-error.tsx'
import { useCatalogueMode, useCheckoutView } from '../cart/cart-source.ts'
import { useCartRefusal } from '../cart/cart-refusal.ts'
import { RootActor } from '../../state/root-actor.tsx'
import { useShop } from '../content/shop-context.tsx'
import { AddToCartButton, productLine } from './add-to-cart.tsx'
import { useAddedToCart } from './added-to-cart.ts'
import { Availability } from './availability.tsx'
import type { Bundle } from './bundle-model.ts'
import { isBuyable, type ProductModel } from './product-model.ts'
import { ContentLink } from '../content/content-link.tsx'
import { useMoney } from '../use-money.ts'

const firstBuyable = (product: ProductModel) => product.variants.find(isBuyable) ?? null

/** The bundle's slots, one product chosen in each (optional slots may stay empty); all chosen products go into the cart together. */
export function BundleSlots({ bundle }: { bundle: Bundle }) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const money = useMoney()
  const cart = useCartRefusal(useCheckoutView())
  const root = RootActor.useActorRef()
  const catalogueMode = useCatalogueMode()
  const [chosen, setChosen] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(bundle.slots.map((slot) => [slot.id, slot.required ? (slot.products.find((product) => firstBuyable(product))?.id ?? null) : null])),
  )
  const [added, setAdded] = useAddedToCart(cart)
  const choices = bundle.slots.flatMap((slot) => {
    const product = slot.products.find((candidate) => candidate.id === chosen[slot.id])
    const variant = product ? firstBuyable(product) : null
    return product && variant ? [{ product, variant }] : []
  })
  const complete = bundle.slots.every((slot) => !slot.required || choices.some((choice) => slot.products.includes(choice.product)))
  const add = () => {
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
              const buyable = firstBuyable(product) !== null
              return (
                <li key={product.id} className="bundle__product">
                  <label>
                    <input
                      type={slot.required ? 'radio' : 'checkbox'}
                      name={`slot-${slot.id}`}
                      checked={chosen[slot.id] === product.id}
                      disabled={!buyable}
                      onChange={() => {
                        setAdded(false)
                        setChosen((current) => ({ ...current, [slot.id]: !slot.required && current[slot.id] === product.id ? null : product.id }))
                      }}
                    />
                    <span className="bundle__product-title">{product.title}</span>
                    {product.price !== null ? <span className="bundle__product-price">{money(product.price)}</span> : null}
                  </label>
                  <ContentLink href={product.url} className="bundle__product-link">
                    {LL.ARTICLE_NUMBER()}: {product.articleNumber}
                  </ContentLink>
                  <Availability stock={product.stock} />
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
      {catalogueMode ? null : <AddToCartButton added={added} disabled={!complete || choices.length === 0} label={LL.BUNDLE_ADD_TO_CART()} onAdd={add} />}
      <CartError error={cart.error} onDismiss={cart.dismissError} />
    </section>
  )
}
