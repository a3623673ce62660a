import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { formatDecimal } from '../../../i18n/numbers.ts'
import { ContentLink } from '../content/content-link.tsx'
import { useMoney } from '../use-money.ts'
import type { ProductTileModel, StockState } from '../product-tile/product-tile-model.ts'

const STOCK_KEYS: Record<StockState, 'IN_STOCK' | 'FEW_IN_STOCK' | 'BACK_IN_STOCK_SHORTLY' | 'NOT_AVAILABLE_ONLINE' | 'SOLD_OUT'> = {
  'in-stock': 'IN_STOCK',
  'few-in-stock': 'FEW_IN_STOCK',
  'back-soon': 'BACK_IN_STOCK_SHORTLY',
  'not-available-online': 'NOT_AVAILABLE_ONLINE',
  'sold-out': 'SOLD_OUT',
}

/** The chosen products' data side by side; the listing shows it in its comparison modal. */
export function ComparisonTable({ products }: { products: readonly ProductTileModel[] }) {
  const { LL, locale } = useI18nContext()
  const money = useMoney()
  const rows: Array<{ label: string; value: (product: ProductTileModel) => string }> = [
    { label: LL.COMPARE_PRICE(), value: (product) => (product.price === null ? '–' : money(product.price)) },
    { label: LL.ARTICLE_NUMBER(), value: (product) => product.articleNumber ?? '–' },
    { label: LL.COMPARE_MANUFACTURER(), value: (product) => product.manufacturer ?? '–' },
    { label: LL.CATEGORY(), value: (product) => product.category ?? '–' },
    { label: LL.COMPARE_AVAILABILITY(), value: (product) => LL[STOCK_KEYS[product.stock]]() },
    { label: LL.REVIEW_RATING(), value: (product) => (product.rating ? `${LL.REVIEWS_AVERAGE({ average: formatDecimal(product.rating.average, locale) })} (${product.rating.count})` : '–') },
    { label: LL.SIZE(), value: (product) => (product.sizes.length ? product.sizes.join(', ') : '–') },
  ]
  return (
    <div className="comparison-dialog__scroll">
      <table className="comparison-table">
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.id} scope="col">
                <ContentLink href={product.href}>{product.title}</ContentLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {products.map((product) => (
                <td key={product.id}>{row.value(product)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
