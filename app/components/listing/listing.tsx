import { useEffect, useState } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { FavouriteProps } from '../content/favourite-props.ts'
import { ComparisonBar } from './comparison-bar.tsx'
import { ComparisonTable } from './comparison-table.tsx'
import { toggleCompared } from './comparison.ts'
import { FilterChips } from './filter-chips.tsx'
import { FilterPanel } from './filter-panel.tsx'
import { LoadMore } from './load-more.tsx'
import type { Facet, ListingModel } from './listing-model.ts'
import { EMPTY_LISTING_PARAMS, listingSearchOf, toggleTerm, type ListingParams } from './listing-query.ts'
import { ProductGrid } from './product-grid.tsx'
import { SortSelect } from './sort-select.tsx'

export interface ListingProps {
  model: ListingModel
  params: ListingParams
  /** A new listing state was asked for (filter, sort or next page); the owner fetches and reflects it in the URL. */
  onChange: (params: ListingParams) => void
  busy: boolean
  favourites?: FavouriteProps
}

/** Filters, sort, product tiles, load more and comparison of a category, manufacturer or search listing. */
export function Listing({ model, params, onChange, busy, favourites }: ListingProps) {
  const { LL } = useI18nContext()
  const [compared, setCompared] = useState<string[]>([])
  const [comparing, setComparing] = useState(false)
  const [filtersOpen, setFiltersOpen] = useState(false)
  // Picked products stay known even when a new filter hides their tiles.
  const [pickedProducts, setPickedProducts] = useState(new Map<string, ListingModel['products'][number]>())
  const toggleCompare = (productId: string) => {
    const product = model.products.find((candidate) => candidate.id === productId)
    if (product) setPickedProducts((current) => new Map(current).set(productId, product))
    setCompared((current) => toggleCompared(current, productId))
  }
  const comparedProducts = compared.flatMap((id) => pickedProducts.get(id) ?? [])
  // The asked-for state shows at once (a ticked filter stays ticked) until the new listing arrives.
  const [pending, setPending] = useState<ListingParams | null>(null)
  const shownKey = JSON.stringify(listingSearchOf(params))
  useEffect(() => setPending(null), [shownKey])
  const ask = (next: ListingParams) => {
    setPending(next)
    onChange(next)
  }
  const shownParams = pending ?? params
  const facets = pending ? facetsWith(model.facets, pending) : model.facets
  return (
    <div className="listing">
      <div className="listing__toolbar">
        <p className="listing__count" role="status">
          {LL.PRODUCT_COUNT({ count: model.total })}
        </p>
        <button type="button" className="listing__filter-toggle button button--secondary" aria-expanded={filtersOpen} aria-controls="listing-filters" onClick={() => setFiltersOpen(!filtersOpen)}>
          {LL.FILTERS()}
        </button>
        <SortSelect value={pending ? pending.sort : (model.sort ?? params.sort)} onSort={(sort) => ask({ ...shownParams, sort, page: 1 })} />
      </div>
      <div id="listing-filters" className={filtersOpen ? 'listing__filters listing__filters--open' : 'listing__filters'}>
        <FilterPanel
          facets={facets}
          onToggleTerm={(filter, value) => ask(toggleTerm(shownParams, filter, value))}
          onPrice={(price) => ask({ ...shownParams, price, page: 1 })}
        />
      </div>
      <FilterChips
        facets={facets}
        onRemoveTerm={(filter, value) => ask(toggleTerm(shownParams, filter, value))}
        onRemovePrice={() => ask({ ...shownParams, price: null, page: 1 })}
        onReset={() => ask({ ...EMPTY_LISTING_PARAMS, sort: shownParams.sort })}
      />
      <div className="listing__products" aria-busy={busy}>
        <ProductGrid products={model.products} favourites={favourites} compared={compared} onToggleCompare={toggleCompare} />
        <LoadMore shown={model.products.length} total={model.total} busy={busy} onLoadMore={() => ask({ ...shownParams, page: shownParams.page + 1 })} />
      </div>
      <ComparisonBar products={comparedProducts} onCompare={() => setComparing(true)} onClear={() => setCompared([])} />
      {comparing && comparedProducts.length > 1 && <ComparisonTable products={comparedProducts} onClose={() => setComparing(false)} />}
    </div>
  )
}

/** The facets with the selection of a listing state that is still being loaded. */
function facetsWith(facets: readonly Facet[], params: ListingParams): Facet[] {
  return facets.map((facet) =>
    facet.kind === 'terms' ? { ...facet, values: facet.values.map((value) => ({ ...value, selected: (params.terms[facet.id] ?? []).includes(value.value) })) } : facet,
  )
}
