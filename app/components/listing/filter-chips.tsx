import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { moneyOf } from '../../../domain/money.ts'
import { useMoney } from '../use-money.ts'
import type { Facet } from './listing-model.ts'
import type { TermFilter } from '../../markets/listing-query.ts'

interface FilterChipsProps {
  facets: readonly Facet[]
  onRemoveTerm: (filter: TermFilter, value: string) => void
  onRemovePrice: () => void
  onReset: () => void
}

/** The chosen filters as removable chips, and a reset of them all. */
export function FilterChips({ facets, onRemoveTerm, onRemovePrice, onReset }: FilterChipsProps) {
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
  if (chips.length === 0) return null
  return (
    <div className="filter-chips">
      <ul aria-label={LL.ACTIVE_FILTERS()} className="filter-chips__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="filter-chip" onClick={chip.remove} aria-label={LL.FILTER_REMOVE({ name: chip.label })}>
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="filter-chips__reset" onClick={onReset}>
        {LL.FILTER_RESET()}
      </button>
    </div>
  )
}
