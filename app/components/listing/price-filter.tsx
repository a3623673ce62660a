import { useId, useState, type FormEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { readTypedAmount, writeTypedAmount, type TypedAmount } from '../../../i18n/typed-amount.ts'
import { useShop } from '../content/shop-context.tsx'
import { focusFirstInvalid } from '../forms/focus-first-invalid.ts'
import { useChangesBeforeHydration } from '../forms/use-changes-before-hydration.ts'
import { useStaysOpen } from './use-stays-open.ts'
import type { RangeFacet } from './listing-model.ts'
import { priceRangeBetween, type PriceRange } from '../../markets/listing-query.ts'

interface PriceFilterProps {
  facet: RangeFacet
  onPrice: (range: PriceRange | null) => void
}

type Bound = 'min' | 'max'
const BOUNDS: readonly Bound[] = ['min', 'max']

const amountOf = (typed: TypedAmount) => (typed.kind === 'amount' ? typed.amount : undefined)

/**
 * The listing's price range, typed as the edition writes amounts (`20,5` in Italy, `20.5` in the UK; a dot is read
 * everywhere). The fields are text, not number fields: a browser's number field reads a decimal by its own locale's
 * rules and hands over other digits than the shopper typed. A bound that is no amount is marked on its field and
 * the listing keeps its filter, rather than getting another one.
 */
export function PriceFilter({ facet, onPrice }: PriceFilterProps) {
  const { LL } = useI18nContext()
  const { priceLocale } = useShop()
  const id = useId()
  const written = (amount: number | null | undefined) => (amount === null || amount === undefined ? '' : writeTypedAmount(amount, priceLocale))
  const [typed, setTyped] = useState<Record<Bound, string>>({ min: written(facet.selectedMin), max: written(facet.selectedMax) })
  const [unreadable, setUnreadable] = useState<readonly Bound[]>([])
  const group = useStaysOpen(facet.selectedMin !== null || facet.selectedMax !== null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = { min: readTypedAmount(typed.min, priceLocale), max: readTypedAmount(typed.max, priceLocale) }
    const wrong = BOUNDS.filter((bound) => read[bound].kind === 'unreadable')
    setUnreadable(wrong)
    if (wrong.length) return focusFirstInvalid(event.currentTarget, wrong)
    const range = priceRangeBetween(amountOf(read.min), amountOf(read.max))
    // The fields show the range as it is applied: bounds typed the wrong way round trade places.
    setTyped({ min: written(range?.min), max: written(range?.max) })
    onPrice(range)
  }
  // An amount typed before the page could listen stays typed.
  const form = useChangesBeforeHydration<HTMLFormElement>((inputs) => setTyped((current) => ({ ...current, ...Object.fromEntries(inputs.map((input) => [input.name, input.value])) })))
  const field = (bound: Bound, label: string, placeholder: number) => {
    const errorId = `${id}-${bound}-error`
    const wrong = unreadable.includes(bound)
    // The error stands beside the label, not in it: it is the field's description, not part of its name.
    return (
      <div className="price-filter__bound">
        <label>
          {label}
          <input
            name={bound}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={written(placeholder)}
            value={typed[bound]}
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? errorId : undefined}
            onChange={(event) => {
              const value = event.target.value
              setTyped((current) => ({ ...current, [bound]: value }))
            }}
          />
        </label>
        {wrong ? (
          <p id={errorId} className="field-error">
            {LL.PRICE_UNREADABLE({ example: written(19.99) })}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <details className="filter-group" open={group.open} onToggle={group.onToggle}>
      <summary className="filter-group__title">{facet.title}</summary>
      <form ref={form} className="price-filter" noValidate onSubmit={submit}>
        {field('min', LL.PRICE_MIN(), facet.min)}
        {field('max', LL.PRICE_MAX(), facet.max)}
        <button type="submit" className="button button--secondary">
          {LL.FILTER_APPLY()}
        </button>
      </form>
    </details>
  )
}
