import { useRef, type RefObject } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { moneyOf } from '../../../domain/money.ts'
import { useMoney } from '../use-money.ts'
import { useFocusAfterRemoval } from '../use-focus-after-removal.ts'
import type { Facet } from './listing-model.ts'
import type { TermFilter } from '../../markets/listing-query.ts'

interface FilterChipsProps {
  facets: readonly Facet[]
  /** Whether the URL names any filter, also a value the facets do not list (a stale or shared link): it can be reset. */
  filtered: boolean
  onRemoveTerm: (filter: TermFilter, value: string) => void
  onRemovePrice: () => void
  onReset: () => void
  /** Where the focus goes once no chip is left (the listing's result count). */
  afterLast: RefObject<HTMLElement | null>
}

/**
 * The chosen filters as removable chips, and a reset of them all whenever any filter is set. A removed chip hands
 * the focus to the next one, or, once none is left, to `afterLast`.
 */
export function FilterChips({ facets, filtered, onRemoveTerm, onRemovePrice, onReset, afterLast }: FilterChipsProps) {
  const { LL } = useI18nContext()
  const money = useMoney()
  const chips: Array<{ key: string; label: string; remove: () => void }> = []
  for (const facet of facets) {
    if (facet.kind === 'terms') {
      for (const value of facet.values) if (value.selected) chips.push({ key: `${facet.id}:${value.value}`, label: value.title, remove: () => onRemoveTerm(facet.id, value.value) })
    } else if (facet.selectedMin !== null || facet.selectedMax !== null) {
      const bound = (amount: number | null) => (amount === null ? '' : money(moneyOf(amount, facet.currency)))
      const label = `${facet.title}: ${bound(facet.selectedMin)} – ${bound(facet.selectedMax)}`
      chips.push({ key: 'price', label, remove: onRemovePrice })
    }
  }
  const list = useRef<HTMLUListElement>(null)
  // A filter no chip shows (a value the facets do not list) counts too: its reset also moves the focus on.
  const markRemoval = useFocusAfterRemoval(list, '.filter-chip', afterLast, chips.length + Number(filtered))
  if (chips.length === 0 && !filtered) return null
  return (
    <div className="filter-chips">
      {chips.length > 0 && (
        <ul ref={list} aria-label={LL.ACTIVE_FILTERS()} className="filter-chips__list">
          {chips.map((chip, index) => (
            <li key={chip.key}>
              <button
                type="button"
                className="filter-chip"
                onClick={() => {
                  markRemoval(index)
                  chip.remove()
                }}
                aria-label={LL.FILTER_REMOVE({ name: chip.label })}
              >
                {chip.label}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="filter-chips__reset"
        onClick={() => {
          markRemoval(chips.length)
          onReset()
        }}
      >
        {LL.FILTER_RESET()}
      </button>
    </div>
  )
}
