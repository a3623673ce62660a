import { useSelector } from '@xstate/react'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { LISTING_PAGE_SIZE_MOBILE } from '../../../domain/constants.ts'
import { shownCount, type listingMachine } from '../../../machines/listing.machine.ts'
import type { FavouriteProps } from '../content/favourite-props.ts'
import { useShop } from '../content/shop-context.tsx'
import { ComparisonBar } from './comparison-bar.tsx'
import { toggleCompared } from './comparison.ts'
import { useComparedPicks } from './use-compared-picks.ts'
import { FilterChips } from './filter-chips.tsx'
import { FilterPanel } from './filter-panel.tsx'
import { LoadMore } from './load-more.tsx'
import { listingModelOf } from './listing-model.ts'
import { facetsWith, priceValueOf, toggledValues } from './listing-state.ts'
import { ProductGrid } from './product-grid.tsx'
import { Modal } from '../modal/modal.tsx'
import { ModalContent } from '../modal/modal-content.tsx'
import { loadedOnOpen } from '../preloadable-view.ts'
import { SortSelect } from './sort-select.tsx'
import { useFocusOnLoadedTiles } from './use-focus-on-loaded-tiles.ts'

export type ListingRef = ActorRefFrom<typeof listingMachine>

export interface ListingProps {
  /** The listing actor: filters, sort, page size, load more and the products loaded for them. */
  listing: ListingRef
  /** The listing's own address (a search's with its phrase): the tab keeps the listing's comparison picks under it. */
  address: string
  favourites?: FavouriteProps
}

const NO_PRODUCTS = { products: [], total: 0 }

// The comparison opens only on the shopper's request: it is not part of the listing's first load.
const ComparisonTable = loadedOnOpen(async () => (await import('./comparison-table.tsx')).ComparisonTable)
const preloadComparison = () => [ComparisonTable, Modal].forEach((view) => view.preload())

/**
 * Filters, sort, product tiles, load more and comparison of a category, manufacturer or search listing. What is
 * asked for shows at once (a ticked filter stays ticked) while the listing actor loads it.
 */
export function Listing({ listing, address, favourites }: ListingProps) {
  const { LL } = useI18nContext()
  const result = useSelector(listing, (snapshot) => snapshot.context.result) ?? NO_PRODUCTS
  const filters = useSelector(listing, (snapshot) => snapshot.context.filters)
  const sort = useSelector(listing, (snapshot) => snapshot.context.sort)
  const page = useSelector(listing, (snapshot) => snapshot.context.page)
  const shown = useSelector(listing, (snapshot) => shownCount(snapshot.context))
  const busy = useSelector(listing, (snapshot) => snapshot.hasTag('busy'))
  const notLoaded = useSelector(listing, (snapshot) => snapshot.matches('failed'))
  const { currency } = useShop()
  const model = useMemo(() => listingModelOf(result, currency), [result, currency])
  const facets = useMemo(() => facetsWith(model.facets, filters), [model.facets, filters])
  const products = useRef<HTMLDivElement>(null)
  const count = useRef<HTMLParagraphElement>(null)
  const markLoadStart = useFocusOnLoadedTiles(products, busy)
  const [comparing, setComparing] = useState(false)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [picked, pick] = useComparedPicks(address)
  const compared = useMemo(() => picked.map((product) => product.id), [picked])
  // A picked product the listing shows is compared as shown now (its price, its stock); one it no longer shows, as picked.
  const comparedProducts = useMemo(() => picked.map((kept) => model.products.find((product) => product.id === kept.id) ?? kept), [picked, model.products])
  // The same toggle for the same products: tiles whose own state did not change are not rendered again.
  const toggleCompare = useCallback(
    (productId: string) =>
      pick((current) => {
        // Picked products stay known even when a new filter hides their tiles.
        const tiles = [...current, ...model.products.filter((product) => product.id === productId)]
        return toggleCompared(current.map((product) => product.id), productId).flatMap((id) => tiles.find((product) => product.id === id) ?? [])
      }),
    [model.products, pick],
  )
  const toggleTerms = (name: string, values: readonly string[]) =>
    listing.send({ type: 'filter.changed', name, values: values.reduce(toggledValues, filters[name] ?? []) })
  const toggleTerm = (name: string, value: string) => toggleTerms(name, [value])
  return (
    <div className="listing">
      <div className="listing__toolbar">
        <p ref={count} className="listing__count" role="status" tabIndex={-1}>
          {LL.PRODUCT_COUNT({ count: model.total })}
        </p>
        <button type="button" className="listing__filter-toggle button button--secondary" aria-expanded={filtersOpen} aria-controls="listing-filters" onClick={() => setFiltersOpen(!filtersOpen)}>
          {LL.FILTERS()}
        </button>
        <SortSelect value={sort} onSort={(chosen) => listing.send({ type: 'sort.changed', sort: chosen })} />
      </div>
      <div id="listing-filters" className={filtersOpen ? 'listing__filters listing__filters--open' : 'listing__filters'}>
        <FilterPanel facets={facets} onToggleTerms={toggleTerms} onPrice={(range) => listing.send({ type: 'filter.changed', name: 'price', values: range ? [priceValueOf(range)] : [] })} />
      </div>
      <FilterChips
        facets={facets}
        filtered={Object.keys(filters).length > 0}
        onRemoveTerm={toggleTerm}
        onRemovePrice={() => listing.send({ type: 'filter.changed', name: 'price', values: [] })}
        onReset={() => listing.send({ type: 'filters.cleared' })}
        afterLast={count}
      />
      <div ref={products} className="listing__products" aria-busy={busy}>
        {notLoaded && (
          <div className="listing__not-loaded" role="alert">
            <p>{LL.LISTING_NOT_LOADED()}</p>
            <button type="button" className="button button--secondary" onClick={() => listing.send({ type: 'listing.retry' })}>
              {LL.TRY_AGAIN()}
            </button>
          </div>
        )}
        {model.total === 0 && <p className="listing__empty">{LL.LISTING_NO_RESULTS()}</p>}
        <ProductGrid products={model.products} favourites={favourites} compared={compared} onToggleCompare={toggleCompare} mobileCount={LISTING_PAGE_SIZE_MOBILE * page} />
        {notLoaded ? null : (
          <LoadMore
            shown={shown}
            total={model.total}
            busy={busy}
            onLoadMore={() => {
              markLoadStart()
              listing.send({ type: 'listing.load-more' })
            }}
          />
        )}
      </div>
      <ComparisonBar products={comparedProducts} onApproach={preloadComparison} onCompare={() => setComparing(true)} onClear={() => pick(() => [])} />
      <Modal open={comparing && comparedProducts.length > 1} onClose={() => setComparing(false)} title={LL.COMPARE_PRODUCTS()} name="comparison" className="comparison-dialog">
        <ModalContent>
          <ComparisonTable products={comparedProducts} />
        </ModalContent>
      </Modal>
    </div>
  )
}
