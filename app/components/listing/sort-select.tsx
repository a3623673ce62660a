import { useId } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useChangesBeforeHydration } from '../forms/use-changes-before-hydration.ts'
import { CHOSEN_SORTS, LISTING_DEFAULT_SORT, listingSortOf, type ListingSort } from '../../../domain/listing-sort.ts'

const SORT_KEYS = { popularity: 'SORT_POPULARITY', 'price-desc': 'SORT_PRICE_DESC', 'price-asc': 'SORT_PRICE_ASC', 'new-hits': 'SORT_NEW' } as const

/** The four sort orders of SPEC §9. */
export function SortSelect({ value, onSort }: { value: ListingSort; onSort: (sort: ListingSort) => void }) {
  const { LL } = useI18nContext()
  const id = useId()
  // A sort chosen before the page could listen is applied.
  const select = useChangesBeforeHydration<HTMLSelectElement>(([chosen]) => chosen && onSort(listingSortOf(chosen.value)))
  return (
    <div className="sort-select">
      <label htmlFor={id}>{LL.SORT_BY()}</label>
      <select ref={select} id={id} autoComplete="off" value={value === LISTING_DEFAULT_SORT ? 'popularity' : value} onChange={(event) => onSort(listingSortOf(event.target.value))}>
        {CHOSEN_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LL[SORT_KEYS[sort]]()}
          </option>
        ))}
      </select>
    </div>
  )
}
