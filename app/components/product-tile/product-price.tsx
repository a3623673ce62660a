import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { Money } from '../../../domain/money.ts'
import { useMoney } from '../use-money.ts'

interface ProductPriceProps {
  price: Money | null
  strikethroughPrice: Money | null
  recyclingFee?: Money | null
}

/** Price with the former price struck through when it is higher, and the recycling fee note. */
export function ProductPrice({ price, strikethroughPrice, recyclingFee }: ProductPriceProps) {
  const { LL } = useI18nContext()
  const money = useMoney()
  if (price === null) return null
  const reduced = strikethroughPrice !== null && strikethroughPrice.amount > price.amount
  return (
    <div className="product-price">
      <span className={reduced ? 'product-price__current product-price__current--reduced' : 'product-price__current'}>{money(price)}</span>
      {reduced && (
        <s className="product-price__former">
          <span className="visually-hidden">{LL.PRICE_WAS()} </span>
          {money(strikethroughPrice)}
        </s>
      )}
      {recyclingFee ? <span className="product-price__note">{LL.RECYCLING_FEE_INCLUDED({ amount: money(recyclingFee) })}</span> : null}
    </div>
  )
}
