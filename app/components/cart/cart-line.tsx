import { useId } from 'react'
import { lineTotal } from '../../../domain/line-total.ts'
import { moneyOf } from '../../../domain/money.ts'
import type { CheckoutLine } from '../../../domain/types.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { imagePathOf, useShop } from '../content/shop-context.tsx'
import { useMoney } from '../use-money.ts'
import { amountAttributeOf, attributeOf, type LineLimit } from './line-attributes.ts'
import { QuantityStepper } from './quantity-stepper.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { BusyButton } from '../forms/busy-button.tsx'

export interface CartLineProps {
  line: CheckoutLine
  /** The line's room under its product's purchase limit per household; null for a product without one. */
  limit?: LineLimit | null
  /** Not confirmed yet: the stepper and remove button wait for the platform. */
  busy?: boolean
  compact?: boolean
  onQuantityChange: (line: CheckoutLine, quantity: number) => void
  onRemove: (line: CheckoutLine) => void
}

/** One cart line: image, title, quantity stepper, line price with strikethrough and bundle saving, recycling fee, remove. */
export function CartLine({ line, limit = null, busy = false, compact = false, onQuantityChange, onRemove }: CartLineProps) {
  const { LL } = useI18nContext()
  const money = useMoney()
  const { imageHost, entry } = useShop()
  // The platform names the line in the page's language; `_title` is the name it was added under.
  const title = line.title || attributeOf(line, '_title') || ''
  // Two sizes or colours of one product are two lines: their controls are named apart.
  const lineName = [title, line.size, line.colour].filter(Boolean).join(', ')
  // A line carried over from another edition links to the product in this one.
  const url = attributeOf(line, '_url')?.replace(/^\/[a-z]+\/p\//, `/${entry.value}/p/`)
  const strikethrough = amountAttributeOf(line, '_strikethrough_price')
  const recyclingPrice = amountAttributeOf(line, '_recycling_price')
  const limitNoteId = useId()
  const imageSize = compact ? 72 : 112
  return (
    <li className={`cart-line${compact ? ' cart-line--compact' : ''}`} aria-busy={busy || undefined}>
      <div className="cart-line__image">
        {line.imageUrl ? <ResponsiveImage imageHost={imageHost} path={imagePathOf(line.imageUrl)} alt="" width={imageSize} height={imageSize} sizes={`${imageSize}px`} /> : null}
      </div>
      <div className="cart-line__body">
        <h3 className="cart-line__title">{url ? <ContentLink href={url}>{title}</ContentLink> : title}</h3>
        {line.size ? (
          <p className="cart-line__variant">
            {LL.SIZE()}: {line.size}
          </p>
        ) : null}
        {line.colour ? (
          <p className="cart-line__variant">
            {LL.COLOUR()}: {line.colour}
          </p>
        ) : null}
        {/* The purchase limit per household (SPEC §9): said, as a status, once the product's lines hold it and offer no more. */}
        {limit ? (
          <p className="cart-line__limit" id={limitNoteId} role="status">
            {limit.reached ? LL.PURCHASE_LIMIT({ n: limit.limit }) : null}
          </p>
        ) : null}
        {recyclingPrice ? <p className="cart-line__recycling">{LL.RECYCLING_FEE_INCLUDED({ amount: money(moneyOf(recyclingPrice, line.price.currencyCode)) })}</p> : null}
        <div className="cart-line__actions">
          <QuantityStepper
            quantity={line.quantity}
            productTitle={lineName}
            max={limit?.max}
            maxNoteId={limit?.reached ? limitNoteId : undefined}
            disabled={busy}
            onChange={(quantity) => onQuantityChange(line, quantity)}
          />
          <BusyButton type="button" className="cart-line__remove" busy={busy} onClick={() => onRemove(line)} aria-label={LL.CART_REMOVE_LINE({ title: lineName })}>
            {LL.CART_REMOVE()}
          </BusyButton>
        </div>
      </div>
      <p className="cart-line__price">
        {strikethrough !== null && strikethrough > line.price.amount ? (
          <del className="price__strikethrough">
            <span className="visually-hidden">{LL.PRICE_WAS()} </span>
            {money(moneyOf(strikethrough * line.quantity, line.price.currencyCode))}
          </del>
        ) : null}
        <span className="cart-line__amount">{money(lineTotal(line))}</span>
        {line.discount ? <span className="cart-line__saving">{LL.CART_BUNDLE_SAVING({ amount: money(line.discount) })}</span> : null}
      </p>
    </li>
  )
}
