import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { Money } from '../../../domain/money.ts'
import { useMoney } from '../use-money.ts'

export interface ProductPriceProps {
  price: Money | null
  strikethroughPrice: Money | null
  /** Shown only when the RRP rule allows it (SPEC §9); the caller decides with `showsRecommendedRetailPrice`. */
  recommendedRetailPrice: Money | null
  recyclingPrice: Money | null
  vatText: string
}

/** Price, former price struck through, recommended retail price, recycling fee and VAT text. */
export function ProductDetailPrice({ price, strikethroughPrice, recommendedRetailPrice, recyclingPrice, vatText }: ProductPriceProps) {
  const { LL } = useI18nContext()
  const money = useMoney()
  if (price === null) return null
  const reduced = strikethroughPrice !== null && strikethroughPrice.amount > price.amount
  return (
    <div className="product-detail-price">
      <p className="product-detail-price__line">
        <span className={`product-detail-price__current${reduced ? ' product-detail-price__current--reduced' : ''}`} data-testid="product-price">
          {money(price)}
        </span>
        {reduced ? (
          <del className="product-detail-price__former">
            <span className="visually-hidden">{LL.PRICE_WAS()} </span>
            {money(strikethroughPrice)}
          </del>
        ) : null}
      </p>
      {recommendedRetailPrice !== null ? (
        <p className="product-detail-price__rrp">
          {LL.RECOMMENDED_RETAIL_PRICE()} {money(recommendedRetailPrice)}
        </p>
      ) : null}
      <p className="product-detail-price__notes">
        {vatText}
        {recyclingPrice ? <>, {LL.RECYCLING_FEE_INCLUDED({ amount: money(recyclingPrice) })}</> : null}
      </p>
    </div>
  )
}
