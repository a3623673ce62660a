import { bool, num, records, text } from '../../../domain/json-readers.ts'
import { currencyNamed } from '../../../domain/money.ts'
import type { ListingResult } from '../../../domain/types.ts'
import { productTileModelOf, type ProductTileModel } from '../product-tile/product-tile-model.ts'
import { TERM_FILTERS, type TermFilter } from '../../markets/listing-query.ts'

export interface TermFacet {
  kind: 'terms'
  id: TermFilter
  title: string
  values: Array<{ value: string; title: string; count: number; selected: boolean }>
}

export interface RangeFacet {
  kind: 'range'
  id: 'price'
  title: string
  /** The currency the range's bounds are in: the listing's prices'. */
  currency: string
  min: number
  max: number
  selectedMin: number | null
  selectedMax: number | null
}

export type Facet = TermFacet | RangeFacet

/** A listing as the category, manufacturer and search views show it. */
export interface ListingModel {
  total: number
  products: ProductTileModel[]
  facets: Facet[]
}

function facetOf(raw: Record<string, unknown>, storeCurrency: string): Facet | null {
  const id = text(raw.id)
  if (text(raw.type) === 'range' && id === 'price') {
    return { kind: 'range', id, title: text(raw.title), currency: currencyNamed(raw.currency, storeCurrency), min: num(raw.min) ?? 0, max: num(raw.max) ?? 0, selectedMin: num(raw.selectedMin), selectedMax: num(raw.selectedMax) }
  }
  if (!(TERM_FILTERS as readonly string[]).includes(id)) return null
  const values = records(raw.values).map((value) => ({ value: text(value.value), title: text(value.title), count: num(value.count) ?? 0, selected: bool(value.selected) }))
  return values.length ? { kind: 'terms', id: id as TermFilter, title: text(raw.title), values } : null
}

/**
 * A listing's tiles and facets (total, products, aggregations) of the store priced in `storeCurrency`; its sort is
 * the URL's, not read here.
 */
export function listingModelOf(result: ListingResult, storeCurrency: string): ListingModel {
  return {
    total: result.total,
    products: result.products.flatMap((product) => productTileModelOf(product) ?? []),
    facets: records(result.aggregations).flatMap((facet) => facetOf(facet, storeCurrency) ?? []),
  }
}
