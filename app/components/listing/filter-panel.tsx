import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { Facet, TermFacet } from './listing-model.ts'
import { PriceFilter } from './price-filter.tsx'
import { useStaysOpen } from './use-stays-open.ts'
import { useChangesBeforeHydration } from '../forms/use-changes-before-hydration.ts'
import type { PriceRange, TermFilter } from '../../markets/listing-query.ts'

interface FilterPanelProps {
  facets: readonly Facet[]
  /** Values of one filter ticked or unticked: one as the shopper clicks, several changed before the page could listen. */
  onToggleTerms: (filter: TermFilter, values: readonly string[]) => void
  onPrice: (range: PriceRange | null) => void
}

/** The listing's filters from the aggregations: multi-select values with counts and a price range. */
export function FilterPanel({ facets, onToggleTerms, onPrice }: FilterPanelProps) {
  const { LL } = useI18nContext()
  if (facets.length === 0) return null
  return (
    <section className="filter-panel" aria-label={LL.FILTERS()}>
      {facets.map((facet) =>
        facet.kind === 'terms' ? <TermFilterGroup key={facet.id} facet={facet} onToggle={onToggleTerms} /> : <PriceFilter key={facet.id} facet={facet} onPrice={onPrice} />,
      )}
    </section>
  )
}

function TermFilterGroup({ facet, onToggle }: { facet: TermFacet; onToggle: FilterPanelProps['onToggleTerms'] }) {
  const selected = facet.values.filter((value) => value.selected).length
  const group = useStaysOpen(selected > 0)
  const values = useChangesBeforeHydration<HTMLFieldSetElement>((changed) => onToggle(facet.id, changed.map((box) => box.value)))
  return (
    <details className="filter-group" open={group.open} onToggle={group.onToggle}>
      <summary className="filter-group__title">
        {facet.title}
        {selected > 0 && <span className="filter-group__count"> ({selected})</span>}
      </summary>
      <fieldset ref={values} className="filter-group__values">
        <legend className="visually-hidden">{facet.title}</legend>
        {facet.values.map((value) => (
          <label key={value.value} className="filter-value">
            <input type="checkbox" name={facet.id} value={value.value} autoComplete="off" checked={value.selected} disabled={value.count === 0 && !value.selected} onChange={() => onToggle(facet.id, [value.value])} />
            <span>{value.title}</span>
            <span className="filter-value__count">({value.count})</span>
          </label>
        ))}
      </fieldset>
    </details>
  )
}
