import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useMoney } from './money.tsx'

interface ProductPriceProps {
  price: number | null
  strikethroughPrice: number | null
  recyclingFee?: number | null
  /** The currency the content platform gives the prices in. */
  currencyCode: string
}

/** Price with the former price struck through when it is higher, and the recycling fee note. */
export function ProductPrice({ price, strikethroughPrice, recyclingFee, currencyCode }: ProductPriceProps) {
  const { LL } = useI18nContext()
  const money = useMoney(currencyCode)
  if (price === null) return null
  const reduced = strikethroughPrice !== null && strikethroughPrice > price
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
